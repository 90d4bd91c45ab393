// SPDX-License-Identifier: MIT
#include "probes/cpu/OverheadProbe.h"

#include "probes/cpu/ThreadTeam.h"

#include <cerrno>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <functional>
#include <mutex>
#include <string_view>
#include <sys/syscall.h>
#include <sys/vfs.h>
#include <thread>
#include <unistd.h>

namespace roofline::probes {

namespace {

// Two pinned threads passing a token through a mutex and two condition variables: the
// cost of waking a sleeping thread, which is what a work queue pays per hand-off.
class PingPong {
public:
    PingPong(int cpuA, int cpuB)
        : m_cpuA(cpuA) {
        m_thread = std::thread([this, cpuB] {
            ThreadTeam::pinCurrentThread(cpuB);
            std::unique_lock lock(m_mutex);
            while (true) {
                m_toB.wait(lock, [&] { return m_turn == 1 || m_quit; });
                if (m_quit)
                    return;
                m_turn = 0;
                m_toA.notify_one();
            }
        });
    }
    ~PingPong() {
        {
            std::lock_guard lock(m_mutex);
            m_quit = true;
        }
        m_toB.notify_one();
        m_thread.join();
    }
    double roundTrips(std::uint64_t n) {
        ThreadTeam::pinCurrentThread(m_cpuA);
        return ProbeContext::timeIt([&] {
            std::unique_lock lock(m_mutex);
            for (std::uint64_t i = 0; i < n; ++i) {
                m_turn = 1;
                m_toB.notify_one();
                m_toA.wait(lock, [&] { return m_turn == 0; });
            }
        });
    }

private:
    int m_cpuA;
    std::mutex m_mutex;
    std::condition_variable m_toA, m_toB;
    int m_turn = 0;
    bool m_quit = false;
    std::thread m_thread;
};

struct Rung {
    const char *level;
    const char *kernel;
    double divisor; // operations per iteration (2 hand-offs per round trip)
    std::function<double(std::uint64_t)> body;
};

// The file the fsync rung writes: a fresh folder under $TMPDIR (or /tmp) and a file in it;
// `problem` says why there is none.
struct FsyncFile {
    std::string dir;
    int fd = -1;
    std::string problem;
};

FsyncFile openFsyncFile() {
    FsyncFile f;
    const char *tmp = std::getenv("TMPDIR");
    const std::string base = tmp && *tmp ? tmp : "/tmp";
    std::string templ = base + "/roofline-fsync-XXXXXX";
    if (mkdtemp(templ.data())) {
        f.dir = templ;
        f.fd = open((f.dir + "/probe.dat").c_str(), O_CREAT | O_RDWR | O_TRUNC | O_CLOEXEC, 0600);
        if (f.fd < 0)
            f.problem = "cannot create a file in " + f.dir + ": " + std::strerror(errno);
    } else {
        f.problem = "cannot create a folder in " + base + ": " + std::strerror(errno);
    }
    return f;
}

void removeFsyncFile(const FsyncFile &f) {
    if (f.fd >= 0) {
        close(f.fd);
        unlink((f.dir + "/probe.dat").c_str());
    }
    if (!f.dir.empty())
        rmdir(f.dir.c_str());
}

// The filesystem's magic number (statfs f_type) in hex; empty when unknown.
std::string filesystemMagic(int fd) {
    std::string fsType;
    if (fd >= 0) {
        struct statfs sf {};
        if (fstatfs(fd, &sf) == 0) {
            char buf[32];
            std::snprintf(buf, sizeof buf, "0x%lx", static_cast<unsigned long>(sf.f_type));
            fsType = buf;
        }
    }
    return fsType;
}

// The latency record of one rung: median per operation, and where it ran.
Measurement overheadRecord(const std::string &probe, const Rung &r, const SampleRun &run, int cpuA,
                           int cpuB, const FsyncFile &file, const std::string &fsType) {
    Measurement m;
    m.probe = probe;
    m.metric = "latency";
    m.level = r.level;
    m.kernel = r.kernel;
    m.threads = std::string(r.kernel) == "condvar_handoff" ? 2 : 1;
    m.unit = "s";
    m.better = Better::Lower;
    for (double s : run.secondsPerIteration)
        m.samples.push_back(s / r.divisor);
    m.finalize();
    m.params.set("ns", m.value() * 1e9);
    m.params.set("iterations_per_sample", static_cast<std::int64_t>(run.iterationsPerSample));
    if (m.kernel == "condvar_handoff") {
        m.params.set("cpus", JsonValue(JsonValue::Array{cpuA, cpuB}));
        m.params.set("rule", "round trip / 2");
    }
    if (m.level == "FSYNC") {
        m.params.set("directory", file.dir);
        m.params.set("filesystem_magic", fsType);
        m.params.set("bytes_written", 4096);
    }
    return m;
}

} // namespace

std::string OverheadProbe::description() const {
    return "Latency rungs above memory: one-way thread hand-off (condvar ping-pong between "
           "two pinned threads), thread create+join, a getppid system call, and a 4 KiB "
           "write + fsync in a temporary directory. Median per operation.";
}

double OverheadProbe::estimatedSeconds(const RunConfig &config) const {
    const SamplingPolicy p = SamplingPolicy::forConfig(config);
    return 4.0 * (p.minSeconds + 0.02) + 0.05;
}

void OverheadProbe::run(ProbeContext &ctx) {
    const CpuInfo &cpu = *m_cpu;
    const int cpuA = cpu.allowedCpus.front();
    const int cpuB = cpu.allowedCpus.size() > 1 ? cpu.allowedCpus[1] : cpuA;
    PingPong pingPong(cpuA, cpuB);

    const FsyncFile file = openFsyncFile();
    const std::string &dir = file.dir;
    const int fd = file.fd;
    char block[4096];
    std::memset(block, 0x5a, sizeof block);
    int writeError = 0; // the first errno of a failed write or fsync: the timing is void

    std::vector<Rung> rungs = {
        {"THREAD", "condvar_handoff", 2.0, [&](std::uint64_t n) { return pingPong.roundTrips(n); }},
        {"THREAD", "thread_create_join", 1.0,
         [&](std::uint64_t n) {
             return ProbeContext::timeIt([&] {
                 for (std::uint64_t i = 0; i < n; ++i)
                     std::thread([] {}).join();
             });
         }},
        {"SYSCALL", "getppid", 1.0,
         [&](std::uint64_t n) {
             return ProbeContext::timeIt([&] {
                 for (std::uint64_t i = 0; i < n; ++i)
                     syscall(SYS_getppid);
             });
         }},
    };
    if (fd >= 0) {
        rungs.push_back({"FSYNC", "write4k_fsync", 1.0, [&](std::uint64_t n) {
                             const double t = ProbeContext::timeIt([&] {
                                 for (std::uint64_t i = 0; i < n && writeError == 0; ++i) {
                                     if (pwrite(fd, block, sizeof block, 0)
                                             != static_cast<ssize_t>(sizeof block)
                                         || fsync(fd) != 0)
                                         writeError = errno != 0 ? errno : EIO;
                                 }
                             });
                             // A failed write returns at once: a long time ends the batch
                             // calibration now (the sample is discarded below).
                             return writeError != 0 ? 1.0 : t;
                         }});
    } else {
        ctx.couldNotMeasure("fsync rung: " + file.problem + " ($TMPDIR or /tmp); not measured");
    }
    const std::string fsType = filesystemMagic(fd);

    for (std::size_t i = 0; i < rungs.size(); ++i) {
        if (ctx.stopRequested())
            break;
        const Rung &r = rungs[i];
        ctx.progress(static_cast<double>(i) / static_cast<double>(rungs.size()), r.kernel);
        const SampleRun run = ctx.sample(r.body);
        if (std::string_view(r.level) == "FSYNC" && writeError != 0) {
            // A failed write or fsync returns at once: its time is no fsync latency.
            ctx.couldNotMeasure("fsync rung: a 4 KiB write + fsync in " + dir
                                + " failed: " + std::strerror(writeError) + "; not measured");
            continue;
        }
        if (run.stopped || run.secondsPerIteration.empty())
            break;
        Measurement m = overheadRecord(id(), r, run, cpuA, cpuB, file, fsType);
        ctx.emit(std::move(m));
    }
    removeFsyncFile(file);
    ctx.progress(1.0, "overhead done");
}

} // namespace roofline::probes
