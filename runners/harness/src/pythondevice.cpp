// libkiln-pydevice-cuda.so: what the Python harness needs of the device beyond torch, as plain C functions
// for ctypes (kiln_harness_device.py): memory the judge shares with its runners (VMM allocations exported
// as POSIX file descriptors, as the compiled harness shares it, because legacy IPC does not cross users),
// the control block mapped for the device, and the compiled harness's hold, mark and empty kernels
// (bulk_gpu.cu), so a Python candidate's call is held, released and ended exactly as a compiled one's.
// Every function returns 0 or a CUDA error code; kiln_error_text says what it means.
#include "bulk_gpu.h"

#include <cstddef>
#include <cstdint>
#include <cuda.h>
#include <cuda_runtime.h>
#include <unistd.h>

namespace {

CUmemAllocationProp propOf(int device)
{
    CUmemAllocationProp p{};
    p.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    p.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    p.location.id = device;
    p.requestedHandleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
    return p;
}

int mapHandle(int device, CUmemGenericAllocationHandle h, size_t size, unsigned long long* out)
{
    CUdeviceptr ptr = 0;
    CUmemAccessDesc a{};
    a.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    a.location.id = device;
    a.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    CUresult r = cuMemAddressReserve(&ptr, size, 0, 0, 0);
    if (r != CUDA_SUCCESS)
        return r;
    if ((r = cuMemMap(ptr, size, 0, h, 0)) != CUDA_SUCCESS || (r = cuMemSetAccess(ptr, size, &a, 1)) != CUDA_SUCCESS) {
        cuMemUnmap(ptr, size);
        cuMemAddressFree(ptr, size);
        return r;
    }
    *out = ptr;
    return 0;
}

} // namespace

extern "C" {

const char* kiln_error_text(int code)
{
    const char* s = nullptr;
    if (cuGetErrorString(static_cast<CUresult>(code), &s) == CUDA_SUCCESS && s)
        return s;
    return cudaGetErrorString(static_cast<cudaError_t>(code));
}

// Rounds `bytes` up to the allocation granularity, allocates, maps here and exports a descriptor.
int kiln_shared_alloc(int device, size_t bytes, int* fd, unsigned long long* ptr, size_t* size)
{
    const CUmemAllocationProp p = propOf(device);
    size_t g = 0;
    if (cuMemGetAllocationGranularity(&g, &p, CU_MEM_ALLOC_GRANULARITY_MINIMUM) != CUDA_SUCCESS || g == 0)
        g = 2u << 20;
    *size = (bytes + g - 1) / g * g;
    if (*size == 0)
        *size = g;
    CUmemGenericAllocationHandle h{};
    CUresult r = cuMemCreate(&h, *size, &p, 0);
    if (r != CUDA_SUCCESS)
        return r;
    r = cuMemExportToShareableHandle(fd, h, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0);
    const int mapped = r == CUDA_SUCCESS ? mapHandle(device, h, *size, ptr) : r;
    cuMemRelease(h); // the mapping and the descriptor keep the memory alive
    if (mapped != 0 && r == CUDA_SUCCESS)
        close(*fd);
    return mapped;
}

int kiln_shared_map(int device, int fd, size_t size, unsigned long long* ptr)
{
    CUmemGenericAllocationHandle h{};
    CUresult r = cuMemImportFromShareableHandle(&h, reinterpret_cast<void*>(static_cast<uintptr_t>(fd)),
                                                CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR);
    if (r != CUDA_SUCCESS)
        return r;
    const int mapped = mapHandle(device, h, size, ptr);
    cuMemRelease(h);
    return mapped;
}

int kiln_shared_unmap(unsigned long long ptr, size_t size)
{
    cudaDeviceSynchronize();
    CUresult r = cuMemUnmap(ptr, size);
    cuMemAddressFree(ptr, size);
    return r;
}

// A control page (host memory shared with the judge), reachable from the device; the judge's page (go)
// read-only, as the runner maps it.
int kiln_register_control(void* block, size_t bytes, int readOnly, void** device)
{
    cudaError_t e = cudaHostRegister(
        block, bytes, cudaHostRegisterMapped | cudaHostRegisterPortable | (readOnly ? cudaHostRegisterReadOnly : 0));
    if (e != cudaSuccess)
        return e;
    return cudaHostGetDevicePointer(device, block, 0);
}

// Scratch words of the hold (device memory, zeroed once) and how many blocks fill this device.
int kiln_hold_setup(int device, void** scratch, int* blocks)
{
    cudaError_t e = cudaMalloc(scratch, 2 * sizeof(unsigned long long));
    if (e != cudaSuccess)
        return e;
    if ((e = cudaMemset(*scratch, 0, 2 * sizeof(unsigned long long))) != cudaSuccess)
        return e;
    *blocks = kiln::harness::gpu::holdBlocks(device);
    return *blocks > 0 ? 0 : cudaErrorInvalidDevice;
}

int kiln_hold(void* go, unsigned seq, void* ready, void* expired, void* clocks, void* scratch, long long limitCycles,
              int blocks, void* stream)
{
    auto* arrivals = static_cast<unsigned long long*>(scratch);
    return kiln::harness::gpu::launchHoldAll(static_cast<const unsigned*>(go), seq, static_cast<unsigned*>(ready),
                                             static_cast<unsigned*>(expired), static_cast<long long*>(clocks), arrivals,
                                             reinterpret_cast<unsigned*>(arrivals + 1), limitCycles, blocks, stream);
}

int kiln_mark(void* word, unsigned value, void* stream)
{
    return kiln::harness::gpu::launchMark(static_cast<unsigned*>(word), value, stream);
}

int kiln_empty(void* stream)
{
    return kiln::harness::gpu::launchEmpty(stream);
}

// The runner's synchronize: not torch.cuda.synchronize, which a candidate can replace from Python (one that
// did hid its own kernel from the fallback check's profile, H200 run 14).
int kiln_synchronize()
{
    return cudaDeviceSynchronize();
}

} // extern "C"
