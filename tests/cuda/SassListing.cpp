// SPDX-License-Identifier: MIT
#include "SassListing.h"

#include <QHash>
#include <QRegularExpression>

QString className(SassClass c) {
    switch (c) {
    case SassClass::GlobalLoad128:
        return QStringLiteral("LDG.128");
    case SassClass::GlobalLoad64:
        return QStringLiteral("LDG.64");
    case SassClass::GlobalLoadOther:
        return QStringLiteral("LDG(<=32)");
    case SassClass::GlobalStore128:
        return QStringLiteral("STG.128");
    case SassClass::GlobalStoreOther:
        return QStringLiteral("STG(other)");
    case SassClass::SharedLoad128:
        return QStringLiteral("LDS.128");
    case SassClass::SharedLoadOther:
        return QStringLiteral("LDS(other)");
    case SassClass::Ffma:
        return QStringLiteral("FFMA");
    case SassClass::Dfma:
        return QStringLiteral("DFMA");
    case SassClass::Hfma2:
        return QStringLiteral("HFMA2");
    case SassClass::Hmma:
        return QStringLiteral("HMMA");
    case SassClass::Imma:
        return QStringLiteral("IMMA");
    case SassClass::LocalMemory:
        return QStringLiteral("LDL/STL");
    case SassClass::Other:
        return QStringLiteral("other");
    }
    return {};
}

namespace {

bool hasPart(const QString &opcode, const char *part) {
    return opcode.split(QLatin1Char('.')).contains(QLatin1String(part));
}

QString base(const QString &opcode) {
    return opcode.section(QLatin1Char('.'), 0, 0);
}

} // namespace

SassClass classify(const SassInstruction &i) {
    const QString b = base(i.opcode);
    if (b == QLatin1String("LDG"))
        return hasPart(i.opcode, "128")  ? SassClass::GlobalLoad128
               : hasPart(i.opcode, "64") ? SassClass::GlobalLoad64
                                         : SassClass::GlobalLoadOther;
    if (b == QLatin1String("STG"))
        return hasPart(i.opcode, "128") ? SassClass::GlobalStore128 : SassClass::GlobalStoreOther;
    if (b == QLatin1String("LDS"))
        return hasPart(i.opcode, "128") ? SassClass::SharedLoad128 : SassClass::SharedLoadOther;
    if (b == QLatin1String("LDL") || b == QLatin1String("STL"))
        return SassClass::LocalMemory;
    if (b == QLatin1String("FFMA"))
        return SassClass::Ffma;
    if (b == QLatin1String("DFMA"))
        return SassClass::Dfma;
    if (b == QLatin1String("HFMA2")) {
        // ptxas writes constants with "HFMA2.MMA Rd, -RZ, RZ, imm, imm" (a move, no FLOP).
        if (i.operands.size() >= 3 && i.operands[1].endsWith(QLatin1String("RZ"))
            && i.operands[2] == QLatin1String("RZ"))
            return SassClass::Other;
        return SassClass::Hfma2;
    }
    if (b == QLatin1String("HMMA"))
        return SassClass::Hmma;
    if (b == QLatin1String("IMMA"))
        return SassClass::Imma;
    return SassClass::Other;
}

double mmaFlops(const SassInstruction &i) {
    const QString b = base(i.opcode);
    if (b != QLatin1String("HMMA") && b != QLatin1String("IMMA"))
        return 0.0;
    // Shape part: "16816" = m16 n8 k16, "1688" = m16 n8 k8, "884" = m8 n8 k4, "8816" ...
    static const QHash<QString, double> kShapes = {
        {QStringLiteral("16816"), 16.0 * 8 * 16}, {QStringLiteral("1688"), 16.0 * 8 * 8},
        {QStringLiteral("884"), 8.0 * 8 * 4},     {QStringLiteral("8816"), 8.0 * 8 * 16},
        {QStringLiteral("16832"), 16.0 * 8 * 32}, {QStringLiteral("8832"), 8.0 * 8 * 32}};
    for (const QString &part : i.opcode.split(QLatin1Char('.'))) {
        const auto it = kShapes.constFind(part);
        if (it != kShapes.constEnd())
            return 2.0 * it.value();
    }
    return 0.0;
}

QList<SassLoop> SassFunction::innermostLoops() const {
    QList<SassLoop> out;
    for (const SassLoop &l : loops) {
        bool inner = true;
        for (const SassLoop &o : loops) {
            if (l.contains(o))
                inner = false;
        }
        if (inner)
            out << l;
    }
    return out;
}

QList<int> SassFunction::ownInstructions(const SassLoop &loop) const {
    QList<int> out;
    for (int k = loop.begin; k <= loop.end && k < code.size(); ++k) {
        bool nested = false;
        for (const SassLoop &o : loops) {
            if (loop.contains(o) && o.begin <= k && k <= o.end)
                nested = true;
        }
        if (!nested)
            out << k;
    }
    return out;
}

QMap<SassClass, int> SassFunction::ownCounts(const SassLoop &loop) const {
    QMap<SassClass, int> c;
    for (int k : ownInstructions(loop))
        c[classify(code[k])] += 1;
    return c;
}

QMap<SassClass, int> SassFunction::counts(const SassLoop &loop) const {
    QMap<SassClass, int> c;
    for (int k = loop.begin; k <= loop.end && k < code.size(); ++k)
        c[classify(code[k])] += 1;
    return c;
}

double SassFunction::ownMmaFlops(const SassLoop &loop) const {
    double f = 0;
    for (int k : ownInstructions(loop))
        f += mmaFlops(code[k]);
    return f;
}

namespace {

// Registers named in one operand: "R12", "-R3.reuse", "|R4|", "desc[UR14][R42.64+0x10]" (a
// 64-bit address: R42 and R43), "[R4+0x10]"; "UR14" and "RZ" are not general registers.
QList<int> registersIn(const QString &operand, int width) {
    static const QRegularExpression kReg(QStringLiteral(R"((?<![A-Za-z0-9_])R(\d+)(\.64)?)"));
    QList<int> out;
    for (auto it = kReg.globalMatch(operand); it.hasNext();) {
        const auto m = it.next();
        const int n = m.captured(1).toInt();
        const int count = m.captured(2).isEmpty() ? width : 2;
        for (int k = 0; k < count; ++k)
            out << n + k;
    }
    return out;
}

// Registers a load's or store's data operand spans (LDG.E.128: 4).
int dataWidth(const QString &opcode) {
    return hasPart(opcode, "128") ? 4 : hasPart(opcode, "64") ? 2 : 1;
}

bool isStore(const QString &opcode) {
    const QString b = base(opcode);
    return b == QLatin1String("STG") || b == QLatin1String("STS") || b == QLatin1String("STL")
           || b == QLatin1String("ST") || b == QLatin1String("RED");
}

bool isMemory(const QString &opcode) {
    const QString b = base(opcode);
    return b.startsWith(QLatin1String("LD")) || isStore(opcode);
}

} // namespace

QList<int> registersWritten(const SassInstruction &i) {
    if (i.operands.isEmpty() || isStore(i.opcode))
        return {};
    const QString &d = i.operands.first();
    if (d.contains(QLatin1Char('[')))
        return {};
    return registersIn(d, isMemory(i.opcode) ? dataWidth(i.opcode) : 1);
}

QList<int> registersRead(const SassInstruction &i) {
    QList<int> out;
    const bool store = isStore(i.opcode);
    for (int k = store ? 0 : 1; k < i.operands.size(); ++k) {
        const QString &o = i.operands[k];
        // A store's data operand (the one without brackets) spans its width; addresses are
        // one register or a ".64" pair.
        const int width = store && !o.contains(QLatin1Char('[')) ? dataWidth(i.opcode) : 1;
        out << registersIn(o, width);
    }
    // A destination written as an address (none on sm_80/sm_90 outside stores) reads it.
    if (!store && !i.operands.isEmpty() && i.operands.first().contains(QLatin1Char('[')))
        out << registersIn(i.operands.first(), 1);
    return out;
}

int SassFunction::ffmaBeforeFirstUse(const SassLoop &loop, int load) const {
    if (load < loop.begin || load > loop.end || loop.end >= code.size())
        return -1;
    const QList<int> written = registersWritten(code[load]);
    int ffma = 0;
    const int length = loop.end - loop.begin + 1;
    for (int step = 1; step < length; ++step) {
        const int k = loop.begin + (load - loop.begin + step) % length;
        const SassInstruction &i = code[k];
        for (int r : registersRead(i)) {
            if (written.contains(r))
                return ffma;
        }
        if (classify(i) == SassClass::Ffma)
            ++ffma;
    }
    return -1;
}

SassListing SassListing::parse(const QString &text, QString *error) {
    SassListing out;
    static const QRegularExpression kSection(
        QStringLiteral(R"(^\s*\.section\s+\.text\.([A-Za-z0-9_$.]+),)"));
    static const QRegularExpression kLabel(QStringLiteral(R"(^(\.L_x_\d+):)"));
    static const QRegularExpression kInstr(
        QStringLiteral(R"(^\s*/\*([0-9a-f]{4,})\*/\s+(.*?)\s*;)"));
    static const QRegularExpression kTarget(QStringLiteral(R"(`\((\.L_x_\d+)\))"));
    SassFunction *fn = nullptr;
    QHash<QString, int> labels; // label → index of the next instruction
    QStringList pending;
    auto finish = [&]() {
        if (!fn)
            return;
        for (int k = 0; k < fn->code.size(); ++k) {
            const SassInstruction &i = fn->code[k];
            if (i.branchTarget.isEmpty() || base(i.opcode) != QLatin1String("BRA"))
                continue;
            const auto it = labels.constFind(i.branchTarget);
            if (it != labels.constEnd() && it.value() <= k)
                fn->loops << SassLoop{it.value(), k};
        }
        labels.clear();
        pending.clear();
    };
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (const auto m = kSection.match(line); m.hasMatch()) {
            finish();
            out.m_functions.append(SassFunction{});
            fn = &out.m_functions.last();
            fn->name = m.captured(1);
            continue;
        }
        if (!fn)
            continue;
        if (const auto m = kLabel.match(line); m.hasMatch()) {
            pending << m.captured(1);
            continue;
        }
        const auto m = kInstr.match(line);
        if (!m.hasMatch())
            continue;
        SassInstruction i;
        i.address = m.captured(1).toInt(nullptr, 16);
        QString body = m.captured(2).trimmed();
        // "{ A ; B }" dual-issue groups do not occur on sm_80/sm_90; a leading brace is noise.
        body.remove(QLatin1Char('{')).remove(QLatin1Char('}'));
        if (body.startsWith(QLatin1Char('@'))) {
            i.predicate = body.section(QLatin1Char(' '), 0, 0);
            body = body.section(QLatin1Char(' '), 1).trimmed();
        }
        i.opcode = body.section(QLatin1Char(' '), 0, 0);
        const QString rest = body.section(QLatin1Char(' '), 1).trimmed();
        if (const auto t = kTarget.match(rest); t.hasMatch())
            i.branchTarget = t.captured(1);
        // Operands split at top-level commas (address brackets contain none that matter).
        for (const QString &op : rest.split(QLatin1Char(','), Qt::SkipEmptyParts))
            i.operands << op.trimmed();
        for (const QString &l : pending)
            labels.insert(l, static_cast<int>(fn->code.size()));
        pending.clear();
        fn->code << i;
    }
    finish();
    if (error)
        *error = out.m_functions.isEmpty() ? QStringLiteral("no .text sections in the listing")
                                           : QString();
    return out;
}

const SassFunction *SassListing::find(const QStringList &fragments, QString *why) const {
    const SassFunction *hit = nullptr;
    QStringList names;
    int hits = 0;
    for (const SassFunction &f : m_functions) {
        names << f.name;
        bool all = true;
        for (const QString &frag : fragments)
            all = all && f.name.contains(frag);
        if (all) {
            hit = &f;
            ++hits;
        }
    }
    if (hits == 1)
        return hit;
    if (why)
        *why = QStringLiteral("%1 functions match %2 among: %3")
                   .arg(hits)
                   .arg(fragments.join(QLatin1Char('+')), names.join(QStringLiteral(", ")));
    return nullptr;
}

QMap<QString, ResourceUsage> parseResourceUsage(const QString &text) {
    QMap<QString, ResourceUsage> out;
    static const QRegularExpression kFn(QStringLiteral(R"(^\s*Function\s+([^:\s]+):)"));
    static const QRegularExpression kRes(
        QStringLiteral(R"(REG:(\d+)\s+STACK:(\d+)\s+SHARED:\d+\s+LOCAL:(\d+))"));
    QString current;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (const auto m = kFn.match(line); m.hasMatch()) {
            current = m.captured(1);
            continue;
        }
        if (const auto m = kRes.match(line); m.hasMatch() && !current.isEmpty()) {
            out[current] = {m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt()};
            current.clear();
        }
    }
    return out;
}
