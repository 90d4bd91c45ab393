#include "ui/services/AppServices.h"

namespace roofline::ui {

AppServices::AppServices(std::optional<storage::Database> database, QObject *parent)
    : QObject(parent)
    , m_database(std::move(database)) {}

QString AppServices::unavailableText() const {
    if (m_database)
        return QString();
    return tr("No run history is available: %1\nFix the database file (or set ROOFLINE_DB to "
              "another path) and restart Roofline Lab.")
        .arg(m_unavailableReason.isEmpty() ? tr("the database was not opened")
                                           : m_unavailableReason);
}

} // namespace roofline::ui
