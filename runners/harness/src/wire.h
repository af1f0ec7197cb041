// Wire: what the judge and a runner say to each other (docs/harness-protocol.md, "Trust domains").
//
// A runner is the only process that runs candidate (or baseline) code. It gets its work over one Unix
// socket (SOCK_SEQPACKET: a message is one record, and file descriptors of shared memory ride along), and it
// shares one page of words with the judge (the control block) through which a timed call is released and
// ends. Everything a runner sends is a claim: the judge reads verdicts and times only from what it measured
// or computed itself (its own clock around the control words, its own copies of the outputs).
//
// Plain fixed-size structs, no pointers: the two sides are the same binary, and a runner that sends garbage
// gets a `protocol_violation`, nothing else.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace kiln::harness::wire {

inline constexpr uint32_t kMagic = 0x4b494c4e; // "KILN"
inline constexpr int kMaxTensors = 16;
inline constexpr int kMaxRank = 8;
inline constexpr int kMaxParams = 64;
inline constexpr size_t kTextBytes = 480;

enum class Op : uint32_t {
    Hello = 1, // judge -> runner: the device, the role; runner -> judge: ready (its pid travels as credentials)
    Import,    // judge -> runner: map shared buffer `buffer` (its fd attached)
    Release,   // judge -> runner: unmap buffer `buffer`
    Load,      // judge -> runner: load the object at kObjectPath and resolve `text` (the entry)
    Call,      // judge -> runner: one call of the loaded entry (or of the runner's own trivial kernel)
    Quit,
    GoPage, // judge -> runner, right after Hello: the page holding `go`, sealed (the runner maps it read-only)
    Claims, // judge -> runner: the claims of the calls since the last Claims, one reply each (`seq`,
            // `claims`), then a reply with seq 0 and `rc` the number sent
};

// Where a runner finds its object inside its confinement: bound read-only there by the judge, or in a folder
// bound there (kObjectFolder) that receives the object only once the candidate's build ends (RunnerSetup).
inline constexpr const char* kObjectFolder = "/kiln/object";
inline constexpr const char* kObjectPath = "/kiln/object/object.so";
inline constexpr const char* kObjectName = "object.so";

struct TensorView
{
    uint32_t buffer; // shared buffer id
    int32_t dtype;   // kiln_dtype
    int32_t rank;
    int32_t pad;
    uint64_t offset; // bytes into the buffer where the tensor starts (a piece of a larger one: SharedPool::carve)
    int64_t shape[kMaxRank];
};

enum CallFlags : uint32_t {
    kHeld = 1,      // wait for the judge's `go` after launching (GPU) / before calling (host)
    kTrivial = 2,   // the runner's own empty kernel, not the entry (calibration before the object is loaded)
    kFlushHost = 4, // host: write `flushBytes` through the cache before the call
};

struct Command
{
    uint32_t magic = kMagic;
    Op op = Op::Hello;
    uint32_t seq = 0;
    uint32_t flags = 0;
    uint32_t buffer = 0; // Import / Release
    uint32_t nTensors = 0;
    uint32_t nParams = 0;
    int32_t deviceIndex = 0; // Hello
    uint64_t bytes = 0;      // Import: size; Call: host flush bytes
    TensorView tensors[kMaxTensors];
    int64_t params[kMaxParams];
    char text[kTextBytes] = {}; // Load: the entry's name
};

enum class Status : uint32_t {
    Ok = 0,
    Enqueued,  // GPU: the call's work is queued behind the hold; `rc` is what the entry returned
    LoadError, // text says why
    AbiMismatch,
    MissingSymbol,
    RuntimeError, // the device runtime failed (text: its message); sticky on GPUs
    HoldExpired,  // the hold gave up waiting for `go` (the call synchronizes inside)
    BadCommand,
};

// A runner's claims about a call (kernel activity inside its own process: informational only).
struct Claims
{
    double kernelMs = -1; // first start to last end of the call's work
    double busyMs = -1;   // sum of the work's own durations
    int32_t kernels = 0;
    int32_t streams = 0;
    // The runner's main thread's CPU microseconds in the steps of its last call, for KILN_HARNESS_CALL_LOG:
    // from its previous reply to this command read, the tensors set up, the flush and hold, the entry, the
    // done mark, the enqueued reply and the wait for go, the synchronize and claims.
    float stepCpuUs[7] = {};
};

struct Reply
{
    uint32_t magic = kMagic;
    Status status = Status::Ok;
    uint32_t seq = 0;
    int32_t rc = 0;
    Claims claims;
    char text[kTextBytes] = {};
};

// The control block: one page of host memory shared by the judge and one runner (and, on a GPU, mapped
// into the runner's device address space). Each word on a cache line of its own.
struct alignas(64) Word
{
    volatile uint32_t value;
    char pad[60];
};
struct ControlBlock
{
    Word unused;                              // (go, before it moved to its own page: GoPage)
    Word ready;                               // runner (device or host): call `seq` is waiting for go
    Word done;                                // runner: call `seq` ended (written after the work, on the launch stream)
    Word expired;                             // runner: the hold of call `seq` gave up waiting
    alignas(64) volatile long long clocks[2]; // the hold's SM cycles and nanoseconds spun (a claim)
    alignas(64) volatile uint32_t holdFlag;   // GPU: block 0 of the hold tells the other blocks to go
};
static_assert(sizeof(ControlBlock) <= 4096, "the control block is one page");
// The judge's page: `go` releases timed call `seq`. A memfd of its own, sealed against new writable mappings
// once the judge has mapped it (F_SEAL_FUTURE_WRITE), so a runner can only read it: a candidate that could
// write go would release its own hold (or its host call) before the judge's clock starts.
struct GoPage
{
    Word go;
};
inline constexpr size_t kControlBytes = 4096;

// A spinning thread's pause (kinder to the other hyperthread and to the memory bus).
inline void cpuRelax()
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    asm volatile("yield");
#endif
}

inline void store(Word& w, uint32_t v)
{
    __atomic_store_n(&w.value, v, __ATOMIC_SEQ_CST);
}
inline uint32_t load(const Word& w)
{
    return __atomic_load_n(&w.value, __ATOMIC_ACQUIRE);
}

// Host calls: the side that waits spins a few microseconds, then sleeps on the word (a futex on shared
// memory), so that on a busy machine the judge's wait never takes the CPU from the runner's call. The
// writer wakes it (wake). Where a device writes the word (done on a GPU), only spinning sees it.
void wake(Word& w);
// Sleeps until `w` is at least `seq` or `timeoutMs` passes (the caller checks the word again).
void sleepOn(const Word& w, uint32_t seq, int timeoutMs);

// Sends one message, with `fd` attached when >= 0. False on any error.
bool sendMessage(int socket, const void* data, size_t bytes, int fd = -1);
// Receives one message of exactly `bytes` bytes, waiting at most timeoutMs (< 0: forever); *fd gets an
// attached descriptor (or -1). Returns 1 on success, 0 on timeout, -1 on EOF, error or a message of another
// size (a runner that says something else is not speaking the protocol).
int receiveMessage(int socket, void* data, size_t bytes, int timeoutMs, int* fd = nullptr, int* peerPid = nullptr);

// Copies a string into a fixed text field (truncated, always terminated); reads one back (bounded).
void setText(char (&field)[kTextBytes], const std::string& s);
std::string textOf(const char (&field)[kTextBytes]);

} // namespace kiln::harness::wire
