<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ChartFactory</name>
    <message>
        <source>Roofline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOP/byte)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance (TFLOP/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance (GFLOP/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (solid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (dashed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ridge point: %2 FLOP/byte (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ridge points (FLOP/byte)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency vs working set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth vs working set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency per load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>detected boundary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reported cache size</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartInputs</name>
    <message>
        <source>Roofline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decode b1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decode b32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prefill 2k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLM decode (analytic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLM prefill (analytic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2: %3 tokens/s, %4, %5 of the roof at this intensity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (headroom %1×)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 at %3 FLOP/byte: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&lt;br&gt;(spec only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network 400G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>typical: 400 Gb/s NIC line rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe 4 x16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe 4.0 x16 nominal, per direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVMe SSD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>typical: PCIe 4 NVMe sequential read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network 100G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>typical: 100 Gb/s Ethernet line rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&lt;br&gt;(ref.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVMe read&lt;br&gt;(ref.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>typical 4 KiB random read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disk seek&lt;br&gt;(ref.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>typical 7,200 rpm hard disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU launch&lt;br&gt;(ref.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clpeak README, RTX 5060</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 share a %2-bit exponent, so they cover the same range (±%3): swapping them costs precision (%4 → %5 mantissa bits), not magnitude.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency vs working set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth vs working set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (reported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ridge point by launch year (bf16 dense)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComparisonReport</name>
    <message numerus="yes">
        <source>Comparison of %n run(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Baseline: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roofline Lab %1 · comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (baseline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2 on %3, %4, %n measurement(s), uuid %5</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Only the first %1 runs are compared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins and losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A difference counts when it exceeds both %1× the combined relative standard deviation of the two measurements and %2 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratios to the baseline (flagged rows differ beyond noise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1 (base)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells show the value and, for other runs, the ratio to the baseline; ⚑ marks a difference beyond noise. CSV/JSON carry the baseline&apos;s value and the other runs&apos; ratios.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlaid charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured roofs of every run, one colour per run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratio table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DisplayUnits</name>
    <message>
        <source>%1 cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 FLOP/B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cyc</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExecutiveSummary</name>
    <message>
        <source>The run holds no measurements, so nothing can be summarised.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The run is %1 after %n measurement(s): every figure below is partial.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 reaches %3 of spec (%4 of %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 reaches %3; no spec sheet is known for this device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reaches %2 of its dense peak (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 peaks at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 measured %2, above its spec ceiling of %3: check how bytes or FLOPs were counted before trusting it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The measured %1 ridge point is %2 FLOP/byte (spec %3): kernels below that intensity are memory-bound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The measured %1 ridge point is %2 FLOP/byte: kernels below that intensity are memory-bound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cheapest launch measured costs %1 per kernel, which bounds small-batch steps from below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode of %1 at batch 1 (bf16, 1k context) is %2 at %3 tokens/s on the measured ceilings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vs %2: %3 better and %4 worse beyond noise, %5 within noise, %6 not comparable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest change: %1 at %2 of the baseline.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HardwareReport</name>
    <message>
        <source>Each ceiling: best measured value against the spec sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Noise (CoV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ABOVE SPEC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spec: %1 (%2). Rows above the spec ceiling are flagged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No spec sheet is known for this device: only measured values are shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLM operating points on the measured ceilings (bf16 weights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLOP/byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analytic model (DESIGN.md §4) evaluated on this run&apos;s measured ceilings; efficiency 1.0 of the measured bandwidth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All measurements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CoV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Methodology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware report: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %3 suite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roofline Lab %1 · run %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roofline Lab %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report written by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judged against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no spec sheet (none matched)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured vs spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sweep (measured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roofline of the run: measured roofs solid, spec roofs dashed; squares mark ridge points (FLOP/byte); circles and triangles are analytic LLM steps on the measured ceilings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best bandwidth per level; dashes are spec values, grey diamonds reference figures that were not measured; italics give the step between rungs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency per rung on a log axis from 1 ns; chase rungs are the median of their level&apos;s plateau; grey diamonds are reference figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense peak per number format, measured vs spec, with storage and range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dashed red lines: boundaries detected from the curve; dotted grey: cache sizes the system reports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLM operating points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context: hardware trends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Across generations compute grows faster than bandwidth, so the ridge point climbs and memory-bound work starves a little more; chips that bought bandwidth faster (red) bucked the trend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run UUID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host.%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device.%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run&apos;s bundle is attached to this PDF as %1; `roofline runs import` reads it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appendix: all measurements</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LadderChartBuilder</name>
    <message>
        <source>Latency ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency (log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth (log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reference, not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (ref.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, reference figure (%3), not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 spec: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1× %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1× more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step between rungs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e%1 m%2&lt;br&gt;±%3 · %4 dig.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format · bytes/element · exponent/mantissa bits · range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense peak (log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 spec: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spec (dense)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Methodology</name>
    <message>
        <source>Units and headline values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All figures are SI: bytes, seconds, bytes per second and FLOP/s (OP/s for integer formats); GB = 10^9 bytes, GiB = 2^30 bytes. Each measurement keeps every sample. The headline is the best sample for bandwidth and throughput (the STREAM convention: the fastest run is the one least disturbed) and the median for latency; minimum, median, maximum, standard deviation, coefficient of variation and the sample count are stored and shown as noise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a discarded warm-up, samples of at least 1 ms are taken until there are at least 10 samples and 0.5 s of measurement, stopping early when the relative spread falls to 0.5 % or at the time cap. Host timers are steady clocks; GPU kernels are timed with CUDA events.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth probes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read, write, copy and triad kernels stream through arrays sized for the level under test; main-memory arrays are at least 8× the last-level cache. Bytes are counted explicitly as in STREAM: read 1×, write 1×, copy 2× and triad 3× the array size. Write-allocate traffic is not counted, so true triad traffic on a write-allocate cache is 4/3 of the reported figure. Kernels use wide vector accesses with several loads in flight and random, incompressible data. Host-device figures (H2D, D2H) are copies through pinned memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency probes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A single dependent chain of loads walks one random cycle (Sattolo&apos;s algorithm) at cache-line spacing, at least 10^6 loads per point, over working sets from 1 KiB to several times the last-level cache; the time per load is the latency. Cache boundaries are detected as the steepest steps of that curve and shown beside the sizes the system reports. Launch, thread hand-off and system-call rungs time batches of round trips and divide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute probes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak throughput per format comes from library GEMM on large square shapes (dense only, accumulate type recorded) and from register-resident FMA loops with at least four independent chains. One FMA counts as 2 FLOPs; a GEMM of m×n×k counts 2·m·n·k.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison with theory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each measured ceiling is shown beside its spec-sheet value as a percentage. A result more than 1 % above its spec ceiling is flagged rather than shown silently: it usually means bytes or FLOPs were counted differently from the spec (a memcpy with non-temporal stores, a sparse rate, a boost clock).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analytic operating points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLM operating points use the measured ceilings: step time = max(bytes ÷ bandwidth, FLOPs ÷ peak, launches × launch cost). Decode reads every weight once per step plus the whole KV cache; prefill reuses each weight across the prompt. Where a run measured no bf16 rate (a CPU), the best measured floating-point peak stands in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Significance in comparisons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two runs differ beyond noise when the relative difference of their headlines exceeds both 3× the combined relative standard deviation, sqrt(s1² + s2²), and a 2 % floor. Where a standard deviation is missing, half the min–max range stands in for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method after STREAM (McCalpin), BabelStream, nvbandwidth, gpu-benches, lmbench, likwid-bench, mixbench, the Empirical Roofline Toolkit and clpeak. Reference rungs marked &quot;ref.&quot; are published or typical figures, not measurements.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PdfReportWriter</name>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the PDF report &apos;%1&apos;: the file could not be opened for writing. Check the folder exists and is writable.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProbeCommand</name>
    <message numerus="yes">
        <source>run %1 (%2) on %3: %4, %n measurement(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Welcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roofline calculator</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportExporter</name>
    <message>
        <source>Cannot write &apos;%1&apos;: %2. Check the folder exists and is writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown report format &apos;.%1&apos; in &apos;%2&apos;: use .pdf, .html, .csv or .json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the chart image &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Run</name>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrendChartBuilder</name>
    <message>
        <source>Launch year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ridge point by launch year (bf16 dense)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ridge point (FLOP/byte)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ridge climbed or held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ridge fell vs predecessor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3 FLOP/byte = %4 ÷ %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; below %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Growth relative to the oldest chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>peak compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative to %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative growth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2× %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (fit: ×%2 per year)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline</name>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a &apos;%1&apos; document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported version %1 (this build reads version 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: peak &apos;%2&apos; must be a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: id &apos;%2&apos; appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::Catalog</name>
    <message>
        <source>%1: skipped (needs an id, a bandwidth and a peak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: skipped: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: kind must be &apos;float&apos; or &apos;integer&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: skipped (needs an id and a positive size)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::EntryReader</name>
    <message>
        <source>%1: field &apos;%2&apos; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; has the wrong type</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::GpuProfileTableModel</name>
    <message>
        <source>Built-in catalog entry (read-only): duplicate it to edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::MeasuredProfile</name>
    <message>
        <source>measured in run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bandwidth (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 peak</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::MeasurementTableModel</name>
    <message>
        <source>Probe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CoV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::ModelSpec</name>
    <message>
        <source>must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 query heads cannot be shared evenly by %2 key/value heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between 1 and the expert count (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is set but the model has no experts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::ModelSpecTableModel</name>
    <message>
        <source>catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d_model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::Reader</name>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 2^53</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an array of strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an ISO-8601 time with a time zone, e.g. 2024-05-01T12:00:00Z</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::RooflineCalculator</name>
    <message>
        <source>must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prefill needs a prompt length of at least 1 token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be in (0, 1]; got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no %2 peak: the step&apos;s arithmetic would run in %2 (weights %3, activations %4); choose formats this GPU computes in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 query heads cannot form groups of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache not counted: give --layers and --d-model for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch overhead not modelled: give --layers for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>embedding lookup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attention projections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>router</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>experts (%1 of %2 read per layer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>feed-forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>norms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lm_head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attention scores (QK^T, AV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context %1 exceeds the model&apos;s trained maximum of %2 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache append</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Integer arithmetic timed at the given --peak.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::RunBundle</name>
    <message>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a UUID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of complete, cancelled, failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not valid JSON at offset %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a run bundle (expected a JSON object)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a run bundle (expected &apos;%2&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: version: unsupported bundle version %2 (this build reads version %3); update Roofline Lab to import it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(missing or not a number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: uuid: appears more than once in this file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::RunTableModel</name>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::cli</name>
    <message>
        <source>%1 on %2: %3, batch %4, context %5
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formats (w/kv/act)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arithmetic intensity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 FLOP/byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ridge point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 % of weights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effective bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overhead time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 launches × %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With CUDA Graphs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 step, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (capacity %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::cli::CatalogCommand</name>
    <message>
        <source>list GPU profiles, LLM specs and number formats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the catalog: &apos;gpus&apos;, &apos;models&apos; or &apos;formats&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpus | models | formats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say what to list: gpus, models or formats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Params</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d_model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epsilon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Same exponent width, same range (precision is what differs):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown list &apos;%1&apos;: use gpus, models or formats</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::cli::CliApp</name>
    <message>
        <source>Usage: roofline [--db PATH] [--json] [--lang CODE] COMMAND [OPTIONS]

Measure and explain the roofline of this machine&apos;s GPUs and CPU.

Commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Global options:
  --db PATH      the database (default: ROOFLINE_DB or the app-data folder)
  --json         machine-readable output on stdout (one JSON document)
  --lang CODE    user-interface language (en, de, zh_CN)
  -h, --help     this help, or a command&apos;s help after its name
  --version      the version

Run &apos;roofline COMMAND --help&apos; for a command&apos;s options.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a language code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no translation &apos;%1&apos;; available: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command; run &apos;roofline --help&apos; for the list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::cli::DevicesCommand</name>
    <message>
        <source>list the devices that can be probed here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the devices roofline-probe sees: the CPU, and each CUDA device with the reason when it cannot be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start the measurement engine %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the measurement engine did not answer within a minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unavailable: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::cli::ModelCommand</name>
    <message>
        <source>analytic roofline of one LLM inference step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The analytic roofline of one LLM inference step: which of the three clocks (memory, compute, launch overhead) sets its time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog or user model id (see &apos;roofline catalog models&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameter count, for the seeds&apos; params-only formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decoder layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key/value heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>size of one head (default d-model / heads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>feed-forward (per-expert) intermediate size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vocabulary size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mixture-of-experts: experts per layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mixture-of-experts: experts each token uses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the output head shares the embedding table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog or user GPU id (see &apos;roofline catalog gpus&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the measured ceilings of a stored run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory bandwidth in B/s, e.g. 3.35e12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>peak compute in FLOP/s, e.g. 990e12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory capacity in bytes, for the fit check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decode (one token per sequence) or prefill (the whole prompt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequences processed at once (default 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decode: tokens already in the sequence; prefill: prompt length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight format: fp32 tf32 fp16 bf16 fp8 int8 int4 (default bf16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV-cache format (default: the weights&apos; float format, else bf16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activation format (default: the weights&apos; float format, else bf16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query heads per key/value head (overrides the model&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fraction of peak bandwidth the kernels reach, 0 &lt; E &lt;= 1 (default 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds per kernel launch (default: measured, else 2.5e-6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes kept free besides weights and KV cache (default 1e9 + activations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--model: unknown id &apos;%1&apos;; &apos;roofline catalog models&apos; lists them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--params: must be a positive parameter count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --model ID, --params N, or a full architecture (--layers --d-model --heads --ffn --vocab)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give exactly one of --gpu ID, --run RUN_ID, or --bandwidth and --peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpu: unknown id &apos;%1&apos;; &apos;roofline catalog gpus&apos; lists them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--run: this build has no run history yet; use --gpu or --bandwidth/--peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--bandwidth and --peak go together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--peak: must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--memory: must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--phase: must be decode or prefill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gqa: must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::cli::ProbeCommand</name>
    <message>
        <source>measure this machine and store the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the probe suite on this machine&apos;s devices and store the run (one per device). Ctrl-C cancels cleanly: what was measured is kept and the run is marked cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cpu, cuda:N or all (default cpu)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quick, standard or full (default quick)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>comma-separated probe ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free text stored with the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tag for the run (repeatable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop the engine after this many seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measure and print, but store nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--suite: must be quick, standard or full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--time-cap: must be a positive number of seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[%1 %] %2 %3 (about %4 left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelling after the current sample…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::cli::Reader</name>
    <message>
        <source>expects a whole number, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expects a number, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::cli::RunsCommand</name>
    <message>
        <source>list, show, delete, export, import and tag stored runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored runs.
  list                      newest first
  show ID                   one run with its measurements
  delete ID...              remove runs
  export ID... -o FILE      write a run bundle
  import FILE...            read run bundles (runs already stored are skipped)
  tag ID TAG                add a tag
ID is the run&apos;s number or its uuid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list | show | delete | export | import | tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bundle file to write (export).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only runs of this device (list).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only runs of this host (list).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only runs with this tag (list).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TAG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most N runs (list).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say what to do: list, show, delete, export, import or tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown action &apos;%1&apos;: use list, show, delete, export, import or tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrong number of arguments; see &apos;roofline runs --help&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-o FILE.json: say where to write the bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PostgreSQL databases are not supported by this build yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UUID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no runs stored in %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1  %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status:   %1%2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started:  %1   Finished: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device:   %1 (%2)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host:     %1, %2, %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suite:    %1   Tags: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes:    %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>deleted %n run(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>exported %n run(s) to %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>imported %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already stored, nothing changed: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) imported</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n already stored</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>run %1 tagged &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::runner::ProbeRunner</name>
    <message>
        <source>A probe run is already in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The measurement engine was not found at %1; reinstall Roofline Lab or build the roofline-probe target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unreadable line from roofline-probe: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A measurement arrived for unknown device &apos;%1&apos;; ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roofline-probe could not be started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roofline-probe exceeded its time cap and was stopped; the results measured before that are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled by the user.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled by the user; the engine had to be stopped before it finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine reported a failure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roofline-probe crashed before finishing; the results measured before the crash are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roofline-probe exited with code %1 before finishing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not store the result: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::storage::BundleIo</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: too large for a run bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::storage::Database</name>
    <message>
        <source>not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a Roofline Lab database (not an SQLite file); choose another file or move this one away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the database is truncated or damaged (its size does not match its header); restore it from a backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is an SQLite database of another program, not Roofline Lab&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>was written by a newer Roofline Lab (schema %1; this build reads up to %2); update the application</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read (truncated or damaged?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot switch to WAL journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the schema version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>migration to schema %1 failed, nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot record the schema version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no database path given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::storage::ProfileRepository</name>
    <message>
        <source>cannot store the catalog entry %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog entry &apos;%1&apos; not installed: a user entry has that id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot remove the old catalog entry %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot record the catalog version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog entries are read-only; duplicate it to edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a catalog entry, which is read-only; duplicate it to edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no entry &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a catalog entry, which cannot be deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot delete &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no free id for a copy of &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPU profile &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no model &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::storage::RunRepository</name>
    <message>
        <source>a run with uuid %1 is already stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1 is already finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot finish run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no unfinished run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read unfinished runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interrupted: the process storing this run ended before it finished; the measurements stored before that are kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot list runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot count runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the measurements of run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot look up run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no run &apos;%1&apos; (give the run&apos;s number or its uuid; &apos;roofline runs list&apos; shows them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot delete run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot tag run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot untag run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot update run %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::storage::Transaction</name>
    <message>
        <source>cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start a write transaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot commit, nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::storage::Writer</name>
    <message>
        <source>cannot store the run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot store the tags of run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the measurement series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot store the measurement series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot store measurement %1 of run %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot update run %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::ui::CalculatorPage</name>
    <message>
        <source>automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arithmetic intensity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ridge point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache vs weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effective bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory / compute / launches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With CUDA Graphs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The LLM. Its architecture sets the weight bytes streamed per step, the FLOPs per token, and the KV-cache size (layers × KV heads × head size).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The accelerator: its peak compute (FLOP/s) and memory bandwidth set the two roofs. Measured profiles use what a stored run achieved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode makes one token per sequence per step and re-reads every weight: memory-bound. Prefill processes the whole prompt at once and reuses each weight across it: usually compute-bound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage format of the weights. Fewer bytes per weight means fewer bytes to stream; integer weights are dequantised unless activations are integer too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format of the KV cache, which decode re-reads in full every step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format the arithmetic runs in. Integer peaks apply only when weights and activations are both integer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequences processed at once. A bigger batch reuses each weight load across more tokens, raising arithmetic intensity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode: tokens already in the sequence, whose KV cache every step re-reads. Prefill: the prompt length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Context (tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grouped-query attention: query heads per key/value head. More groups shrink the KV cache proportionally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GQA &amp;groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fraction of peak bandwidth the kernels reach. Effective bandwidth = efficiency × peak, so memory-bound time scales by 1/efficiency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel &amp;efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (measured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a model and a GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overhead-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 FLOP/byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2: fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2: does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>achieved at %1 % efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 b%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operating point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2 FLOP/byte: %3 (%4 % of the roof above it)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::ui::MainWindow</name>
    <message>
        <source>Roofline Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Roofline Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Roofline Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Roofline Lab %1&lt;/h3&gt;&lt;p&gt;Measures the bandwidth, latency and compute ceilings of GPUs and CPUs, and explains which one limits a workload.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3)&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>roofline::ui::WelcomePage</name>
    <message>
        <source>&lt;h1&gt;Roofline Lab&lt;/h1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Every compute step runs two clocks: moving bytes (bandwidth) and doing arithmetic (peak FLOP/s). Roofline Lab measures both on this machine and explains which one wins.&lt;/p&gt;&lt;p&gt;The catalog holds &lt;b&gt;%1&lt;/b&gt; GPU profiles, &lt;b&gt;%2&lt;/b&gt; LLM specs and &lt;b&gt;%3&lt;/b&gt; number formats.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
