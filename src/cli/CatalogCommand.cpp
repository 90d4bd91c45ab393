// SPDX-License-Identifier: MIT
#include "cli/CatalogCommand.h"

#include "cli/CliContext.h"
#include "cli/TextTable.h"
#include "model/Catalog.h"
#include "model/Units.h"
#include "model/llm/ModelJson.h"
#include "storage/Database.h"
#include "storage/DatabaseOpener.h"
#include "storage/ProfileRepository.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <optional>

namespace roofline::cli {

namespace {

QString peakText(const HardwareProfile &g, const char *fmt) {
    const auto p = g.peakFor(QLatin1String(fmt));
    return p ? units::formatSi(*p, QStringLiteral("FLOP/s")) : QStringLiteral("—");
}

// "GQA 4:1, window 4096 on 21/42": the attention of a model in a few characters.
QString attentionText(const ModelSpec &m) {
    if (!m.hasArchitecture())
        return QStringLiteral("—");
    QString s = m.isMla() ? CatalogCommand::tr("MLA %1/token").arg(m.kvCacheElementsPerToken())
                : m.kvHeads == m.heads
                    ? QStringLiteral("MHA")
                    : QStringLiteral("GQA %1:1").arg(m.kvHeads > 0 ? m.heads / m.kvHeads : 0);
    if (m.hasSlidingWindow())
        s += CatalogCommand::tr(", window %1 on %2/%3")
                 .arg(m.slidingWindow)
                 .arg(m.slidingLayers)
                 .arg(m.layers);
    return s;
}

int listGpus(const storage::ProfileRepository &profiles, CliContext &ctx) {
    const auto gpus = profiles.gpus();
    if (!gpus)
        return ctx.fail(ExitFailure, QStringLiteral("catalog"), gpus.error());
    if (ctx.json) {
        QJsonArray a;
        for (const auto &g : *gpus)
            a.append(toJson(g));
        ctx.printJson(a);
        return ExitOk;
    }
    TextTable table({CatalogCommand::tr("ID"), CatalogCommand::tr("Name"),
                     CatalogCommand::tr("Bandwidth"), CatalogCommand::tr("Memory"),
                     CatalogCommand::tr("FP32"), CatalogCommand::tr("BF16"),
                     CatalogCommand::tr("FP8")});
    for (const auto &g : *gpus)
        table.addRow({g.id, g.name, units::formatSi(g.memoryBandwidth, QStringLiteral("B/s")),
                      units::formatBytes(g.memoryCapacity), peakText(g, "fp32"),
                      peakText(g, "bf16"), peakText(g, "fp8")});
    ctx.print(table.toString());
    return ExitOk;
}

int listModels(const storage::ProfileRepository &profiles, CliContext &ctx) {
    const auto models = profiles.models();
    if (!models)
        return ctx.fail(ExitFailure, QStringLiteral("catalog"), models.error());
    if (ctx.json) {
        QJsonArray a;
        for (const auto &m : *models)
            a.append(toJson(m));
        ctx.printJson(a);
        return ExitOk;
    }
    TextTable table({CatalogCommand::tr("ID"), CatalogCommand::tr("Name"),
                     CatalogCommand::tr("Params"), CatalogCommand::tr("Layers"),
                     CatalogCommand::tr("Heads"), CatalogCommand::tr("KV"),
                     CatalogCommand::tr("d_model"), CatalogCommand::tr("Experts"),
                     CatalogCommand::tr("Attention")});
    for (const auto &m : *models)
        table.addRow({m.id, m.name, units::formatSi(m.totalParams(), QString()),
                      QString::number(m.layers), QString::number(m.heads),
                      QString::number(m.kvHeads), QString::number(m.dModel),
                      m.isMoE() ? QStringLiteral("%1/%2").arg(m.activeExperts).arg(m.experts)
                                : QStringLiteral("—"),
                      attentionText(m)});
    ctx.print(table.toString());
    return ExitOk;
}

int listFormats(const Catalog &c, CliContext &ctx) {
    if (ctx.json) {
        QJsonArray a;
        for (const auto &f : c.formats())
            a.append(toJson(f));
        ctx.printJson(a);
        return ExitOk;
    }
    TextTable table({CatalogCommand::tr("ID"), CatalogCommand::tr("Bytes"),
                     CatalogCommand::tr("Exp"), CatalogCommand::tr("Mant"),
                     CatalogCommand::tr("Max"), CatalogCommand::tr("Epsilon")});
    for (const auto &f : c.formats())
        table.addRow({f.id, QString::number(f.bytes), QString::number(f.exponentBits),
                      QString::number(f.mantissaBits), QString::number(f.maxFinite, 'g', 5),
                      QString::number(f.epsilon, 'g', 4)});
    QString s = table.toString();
    s += CatalogCommand::tr("\nSame exponent width, same range (precision is what differs):\n");
    for (const auto &group : sameRangeGroups(c.formats())) {
        QStringList ids;
        for (const auto &f : group)
            ids << f.id;
        s += QStringLiteral("  %1 exponent bits: %2\n")
                 .arg(group.front().exponentBits)
                 .arg(ids.join(QStringLiteral(", ")));
    }
    ctx.print(s);
    return ExitOk;
}

} // namespace

QString CatalogCommand::summary() const {
    return tr("list GPU profiles, LLM specs and number formats");
}

int CatalogCommand::run(const QStringList &args, CliContext &ctx) {
    QCommandLineParser p;
    p.setApplicationDescription(tr("List the catalog: 'gpus', 'models' or 'formats'."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("what"), tr("gpus | models | formats"));
    if (const auto done = ctx.parse(p, args, name()))
        return *done;
    const QStringList pos = p.positionalArguments();
    if (pos.size() != 1)
        return ctx.fail(ExitUsage, name(), tr("say what to list: gpus, models or formats"));
    const Catalog &c = Catalog::builtIn();
    for (const QString &w : c.warnings())
        ctx.progress(tr("catalog warning: %1").arg(w));
    const QString &what = pos.first();

    // GPUs and models come from the database: the built-in catalog plus the user's entries.
    std::optional<storage::ProfileRepository> profiles;
    if (what == QLatin1String("gpus") || what == QLatin1String("models")) {
        const QString path =
            ctx.databasePath.isEmpty() ? storage::Database::defaultPath() : ctx.databasePath;
        const auto db = storage::DatabaseOpener::open(path);
        if (!db)
            return ctx.fail(ExitFailure, name(), db.error());
        profiles.emplace(*db);
    }

    if (what == QLatin1String("gpus"))
        return listGpus(*profiles, ctx);
    if (what == QLatin1String("models"))
        return listModels(*profiles, ctx);
    if (what == QLatin1String("formats"))
        return listFormats(c, ctx);
    return ctx.fail(ExitUsage, name(),
                    tr("unknown list '%1': use gpus, models or formats").arg(what));
}

} // namespace roofline::cli
