#include "ui/WelcomePage.h"

#include "model/Catalog.h"

#include <QLabel>
#include <QVBoxLayout>

namespace roofline::ui {

WelcomePage::WelcomePage(QWidget *parent)
    : QWidget(parent) {
    const Catalog &catalog = Catalog::builtIn();
    auto *layout = new QVBoxLayout(this);
    auto *title = new QLabel(tr("<h1>Roofline Lab</h1>"), this);
    auto *text = new QLabel(
        tr("<p>Every compute step runs two clocks: moving bytes (bandwidth) and doing arithmetic "
           "(peak FLOP/s). Roofline Lab measures both on this machine and explains which one "
           "wins.</p>"
           "<p>The catalog holds <b>%1</b> GPU profiles, <b>%2</b> LLM specs and <b>%3</b> number "
           "formats.</p>")
            .arg(catalog.gpus().size())
            .arg(catalog.models().size())
            .arg(catalog.formats().size()),
        this);
    text->setObjectName(QStringLiteral("catalogSummary"));
    text->setWordWrap(true);
    layout->addWidget(title);
    layout->addWidget(text);
    layout->addStretch();
}

} // namespace roofline::ui
