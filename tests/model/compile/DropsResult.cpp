// SPDX-License-Identifier: MIT
// Must NOT compile: a Result is dropped. tests/model/ResultMustBeUsed.cmake builds this and
// expects the compiler to refuse it ([[nodiscard]] on Result, warnings are errors).
#include "model/Result.h"

roofline::Result<void> store();
roofline::Result<int> count();

void caller() {
#ifdef ROOFLINE_DROP_VOID
    store();
#else
    count();
#endif
}
