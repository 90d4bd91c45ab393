// SPDX-License-Identifier: MIT
#include "report/Methodology.h"

namespace roofline {

// The report's closing chapter, in reading order: how figures are taken, what each probe
// measures, how the figures are read.
QList<std::pair<QString, QString>> Methodology::sections() {
    return measurementSections() + probeSections() + readingSections();
}

// Units, sampling and interference: how every figure is taken.
QList<std::pair<QString, QString>> Methodology::measurementSections() {
    return {
        {tr("Units and headline values"),
         tr("All figures are SI: bytes, seconds, bytes per second and FLOP/s (OP/s for integer "
            "formats); GB = 10^9 bytes, GiB = 2^30 bytes. Each measurement keeps every sample. "
            "The headline is the best sample for bandwidth and throughput (the STREAM "
            "convention: the fastest run is the one least disturbed) and the median for "
            "latency; minimum, median, maximum, standard deviation, coefficient of variation "
            "and the sample count are stored and shown as noise.")},
        {tr("Sampling"),
         tr("After a discarded warm-up, samples of at least 1 ms are taken until there are at "
            "least 10 samples and 0.5 s of measurement, stopping early when the relative spread "
            "falls to 0.5 % or at the time cap. Host timers are steady clocks; GPU kernels are "
            "timed with CUDA events.")},
        {tr("Interference"),
         tr("Each worker thread compares its wall time with its CPU time around every sample; a "
            "sample in which the probe's threads lost more than 1 % of their time to other "
            "tasks or to the hypervisor (steal) is set aside from the statistics and kept in "
            "the record. A point whose samples were mostly disturbed, or whose CPUs lost more "
            "than 20 % to steal, is measured once more; if it stays disturbed it is flagged. "
            "Peak arithmetic and the largest working sets are sampled in several windows "
            "seconds apart, so a neighbour busy for a moment cannot set the headline. What a "
            "guest cannot see (a busy sibling hardware thread, memory placed on a remote "
            "node) shows only as spread between runs.")},
    };
}

// What each probe measures, and the CPU's clock and theoretical ceilings.
QList<std::pair<QString, QString>> Methodology::probeSections() {
    return {
        {tr("Bandwidth probes"),
         tr("Read, write, copy and triad kernels stream through arrays sized for the level under "
            "test; main-memory arrays are at least 8× the last-level cache. Bytes are counted "
            "explicitly as in STREAM: read 1×, write 1×, copy 2× and triad 3× the array size. "
            "Write-allocate traffic is not counted, so true triad traffic on a write-allocate "
            "cache is 4/3 of the reported figure. Kernels use wide vector accesses with several "
            "loads in flight and random, incompressible data. Host-device figures (H2D, D2H) "
            "are copies through pinned memory.")},
        {tr("Latency probes"),
         tr("A single dependent chain of loads walks one random cycle (Sattolo's algorithm) at "
            "cache-line spacing, at least 10^6 loads per point, over working sets from 1 KiB to "
            "several times the last-level cache; the time per load is the latency. Cache "
            "boundaries are detected as the steepest steps of that curve and shown beside the "
            "sizes the system reports. Launch, thread hand-off and system-call rungs time "
            "batches of round trips and divide.")},
        {tr("Compute probes"),
         tr("Peak throughput per format comes from library GEMM on large square shapes (dense "
            "only, accumulate type recorded) and from register-resident loops with at least "
            "four independent chains. One FMA counts as 2 FLOPs; a GEMM of m×n×k counts "
            "2·m·n·k. On CPUs each format uses the widest instruction the processor has, "
            "chosen at run time from CPUID (HWCAP on Arm): FMA for fp64 and fp32, vfmadd231ph "
            "for fp16, vdpbf16ps or AMX tiles for bf16, vpdpbusd, AMX tiles or the "
            "vpmaddubsw+vpmaddwd+vpaddd sequence for int8. A dot-product instruction counts "
            "every product it accumulates twice (multiply and add): vdpbf16ps on 512 bits is "
            "64 FLOP, vpdpbusd 128 OP, one AMX tdpbf16ps 16,384 FLOP. A format the CPU lacks is "
            "reported as not supported, never estimated. The library rung on CPUs is oneDNN's "
            "matmul, loaded at run time.")},
        {tr("CPU clock and theoretical ceilings"),
         tr("The core clock is measured by independent methods that must agree within 3 %: "
            "the hardware cycle counter where the kernel allows it, a chain of dependent "
            "register-register additions (one clock each), a chain of dependent "
            "multiplications (three clocks each) and the clock implied by the FMA rate and "
            "the core's FMA throughput. The time-stamp counter, cpufreq and \"cpu MHz\" are "
            "shown but never decide. When a method disagrees with the others it is named in a "
            "warning and left out; when no majority agrees the clock is marked uncertain and "
            "every figure derived from it says so. A CPU's theoretical ceilings are the "
            "operations or bytes one core can retire per cycle (FMA pipes × vector width, load "
            "ports × width, from a table of known cores or, failing that, the ISA) × the "
            "highest clock measured in the run × the cores used.")},
    };
}

// How the figures are read: against theory, as operating points, in comparisons; the sources.
QList<std::pair<QString, QString>> Methodology::readingSections() {
    return {
        {tr("Comparison with theory"),
         tr("Each measured ceiling is shown beside its spec-sheet value as a percentage. A "
            "result more than 1 % above its spec ceiling is flagged rather than shown silently: "
            "it usually means bytes or FLOPs were counted differently from the spec (a memcpy "
            "with non-temporal stores, a sparse rate, a boost clock). A CPU without a spec "
            "sheet is judged against its theoretical ceilings, with 3 % allowed for the clock; "
            "a rate that implies more vector instructions per cycle than any core issues is "
            "flagged as well.")},
        {tr("Analytic operating points"),
         tr("LLM operating points use the measured ceilings: step time = max(bytes ÷ bandwidth, "
            "FLOPs ÷ peak, launches × launch cost). Decode reads every weight once per step "
            "plus the whole KV cache; prefill reuses each weight across the prompt. Where a run "
            "measured no bf16 rate (a CPU), the best measured floating-point peak stands in.")},
        {tr("Significance in comparisons"),
         tr("Two runs differ beyond noise when the relative difference of their headlines "
            "exceeds both 3× the combined relative standard deviation, sqrt(s1² + s2²), and a "
            "2 % floor. Where a standard deviation is missing, half the min–max range stands "
            "in for it.")},
        {tr("Sources"),
         tr("Method after STREAM (McCalpin), BabelStream, nvbandwidth, gpu-benches, lmbench, "
            "likwid-bench, mixbench, the Empirical Roofline Toolkit and clpeak. Reference rungs "
            "marked \"ref.\" are published or typical figures, not measurements.")},
    };
}

} // namespace roofline
