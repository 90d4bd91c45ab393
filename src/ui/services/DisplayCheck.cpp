// SPDX-License-Identifier: MIT
#include "ui/services/DisplayCheck.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QStringList>
#include <cstring>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace roofline::ui {

namespace {

// Connects to a Unix socket, abstract (a leading '\0', as X servers on Linux also listen) or
// a path; true when something accepted.
bool connects(const QByteArray &name, bool abstract) {
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const qsizetype offset = abstract ? 1 : 0;
    if (name.size() + offset >= qsizetype(sizeof(address.sun_path)))
        return false;
    std::memcpy(address.sun_path + offset, name.constData(), size_t(name.size()));
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return false;
    const auto length = socklen_t(offsetof(sockaddr_un, sun_path) + size_t(offset)
                                  + size_t(name.size()) + (abstract ? 0 : 1));
    const bool ok = ::connect(fd, reinterpret_cast<const sockaddr *>(&address), length) == 0;
    ::close(fd);
    return ok;
}

bool needsDisplay(const QString &platform) {
    return platform == QLatin1String("xcb") || platform.startsWith(QLatin1String("wayland"));
}

} // namespace

DisplayCheck::Environment DisplayCheck::fromProcess(int argc, char **argv) {
    Environment env;
    env.platform = qEnvironmentVariable("QT_QPA_PLATFORM");
    for (int i = 1; i + 1 < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "-platform" || arg == "--platform")
            env.platform = QString::fromLocal8Bit(argv[i + 1]);
    }
    env.display = qEnvironmentVariable("DISPLAY");
    env.waylandDisplay = qEnvironmentVariable("WAYLAND_DISPLAY");
    env.runtimeDir = qEnvironmentVariable("XDG_RUNTIME_DIR");
    return env;
}

bool DisplayCheck::xDisplayReachable(const QString &display) {
    static const QRegularExpression form(QStringLiteral("^(.*):(\\d+)(\\.\\d+)?$"));
    const QRegularExpressionMatch m = form.match(display);
    if (!m.hasMatch())
        return !display.isEmpty() && display.startsWith(QLatin1Char('/')); // launchd's path
    const QString host = m.captured(1);
    if (!host.isEmpty() && host != QLatin1String("unix"))
        return true; // TCP (ssh -X): only connecting tells, and Qt does that next
    const QByteArray socket = "/tmp/.X11-unix/X" + m.captured(2).toLatin1();
    return connects(socket, true) || connects(socket, false);
}

bool DisplayCheck::waylandReachable(const QString &waylandDisplay, const QString &runtimeDir) {
    const QString name = waylandDisplay.isEmpty() ? QString() : waylandDisplay;
    if (name.isEmpty())
        return false;
    const QString path =
        name.startsWith(QLatin1Char('/')) ? name : runtimeDir + QLatin1Char('/') + name;
    return connects(QFile::encodeName(path), false);
}

QString DisplayCheck::problem(const Environment &env) {
    const bool x = xDisplayReachable(env.display);
    const bool wayland = waylandReachable(env.waylandDisplay, env.runtimeDir);
    QStringList platforms;
    for (const QString &p : env.platform.split(QLatin1Char(';'), Qt::SkipEmptyParts))
        platforms << p.section(QLatin1Char(':'), 0, 0).trimmed();
    if (platforms.isEmpty()) {
        if (x || wayland)
            return {};
    } else {
        for (const QString &p : std::as_const(platforms)) {
            if (!needsDisplay(p) || (p == QLatin1String("xcb") ? x : wayland))
                return {};
        }
    }
    if (env.display.isEmpty() && env.waylandDisplay.isEmpty())
        return QStringLiteral("DISPLAY and WAYLAND_DISPLAY are not set");
    QStringList why;
    if (!env.display.isEmpty())
        why << QStringLiteral("DISPLAY=%1 does not answer").arg(env.display);
    if (!env.waylandDisplay.isEmpty())
        why << QStringLiteral("WAYLAND_DISPLAY=%1 does not answer").arg(env.waylandDisplay);
    return why.join(QStringLiteral(", "));
}

QString DisplayCheck::message(const QString &problem) {
    return tr("roofline-lab: no display to open a window on (%1). The command-line twin "
              "'roofline' does the same work without one: run 'roofline --help'.")
        .arg(problem);
}

} // namespace roofline::ui
