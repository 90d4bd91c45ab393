#include "ui/services/AppServices.h"

#include <algorithm>
#include <cmath>

namespace roofline::ui {

AppServices::AppServices(std::optional<storage::Database> database, QObject *parent)
    : QObject(parent)
    , m_database(std::move(database)) {}

QString AppServices::unavailableText() const {
    if (m_database)
        return QString();
    return tr("No run history is available: %1\nChoose another database in Edit → "
              "Preferences (or fix the database file).")
        .arg(m_unavailableReason.isEmpty() ? tr("the database was not opened")
                                           : m_unavailableReason);
}

void AppServices::setDatabase(const storage::Database &database) {
    if (m_database)
        m_database->closeConnection();
    m_database = database;
    m_unavailableReason.clear();
    emit databaseChanged();
}

void AppServices::setDisplayUnits(const DisplayUnits &units) {
    m_units = units;
    m_units.clockHz = 0; // per chart, from its runs (unitsFor)
    emit displayUnitsChanged();
}

DisplayUnits AppServices::unitsFor(DisplayUnits units, const QList<Run> &runs) {
    units.clockHz = 0;
    if (units.latency != DisplayUnits::LatencyUnit::Cycles)
        return units;
    // The latency probes record the clock they converted cycles with: core_clock_hz on CPUs,
    // sm_clock_hz on GPUs.
    double low = 0, high = 0;
    for (const Run &run : runs) {
        for (const Measurement &m : run.measurements) {
            if (m.unit != QLatin1String("s"))
                continue;
            double hz = m.params.value(QLatin1String("core_clock_hz")).toDouble();
            if (!(hz > 0))
                hz = m.params.value(QLatin1String("sm_clock_hz")).toDouble();
            if (!(hz > 0))
                continue;
            low = low > 0 ? std::min(low, hz) : hz;
            high = std::max(high, hz);
        }
    }
    // Runs at clocks more than 2 % apart share no cycle axis: a cycle there is not one length.
    if (low > 0 && high <= low * 1.02)
        units.clockHz = std::sqrt(low * high);
    return units;
}

} // namespace roofline::ui
