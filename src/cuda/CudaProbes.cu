#include "cuda/CudaProbes.h"

#include <cuda_runtime.h>

namespace roofline::cuda {

int deviceCount(std::string *reason) {
    int count = 0;
    const cudaError_t err = cudaGetDeviceCount(&count);
    if (err != cudaSuccess) {
        if (reason)
            *reason = cudaGetErrorString(err);
        return -1;
    }
    return count;
}

} // namespace roofline::cuda
