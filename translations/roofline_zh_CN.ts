<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QObject</name>
    <message>
        <source>Welcome</source>
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
