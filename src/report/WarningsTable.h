// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/RunWarnings.h"
#include "report/ReportTable.h"

namespace roofline {

// The hardware report's "Warnings from the measurement" table: every warning the engine raised
// while it measured, most serious first, with its kind and what it means in the report's
// language beside the engine's own (English) words; failures highlighted. The raw values
// (CSV, JSON) keep the kind ids and the engine's codes. Its texts are HardwareReport's (tr
// context roofline::HardwareReport).
ReportTable warningsTable(const QList<RunWarning> &warnings);

} // namespace roofline
