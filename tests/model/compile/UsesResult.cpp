// SPDX-License-Identifier: MIT
// Must compile: the same calls as DropsResult.cpp, with every Result looked at or explicitly
// discarded. It proves the failure of DropsResult.cpp is the dropped Result and nothing else.
#include "model/Result.h"

roofline::Result<void> store();
roofline::Result<int> count();

bool caller() {
    (void)count(); // an explicit, visible discard is allowed
    return store().ok();
}
