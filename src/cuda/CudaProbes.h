#pragma once

#include <string>

namespace roofline::cuda {

// How many CUDA devices the runtime sees; on failure, -1 and the runtime's reason.
// No driver or no device is a normal, reported state.
int deviceCount(std::string *reason);

} // namespace roofline::cuda
