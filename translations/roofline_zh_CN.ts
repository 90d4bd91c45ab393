<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QObject</name>
    <message>
        <source>Welcome</source>
        <translation>欢迎</translation>
    </message>
    <message>
        <source>Roofline calculator</source>
        <translation>屋顶线计算器</translation>
    </message>
    <message>
        <source>&lt;p&gt;Measurement engine %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;测量引擎 %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1: CUDA runtime %2, driver %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1：CUDA 运行时 %2，驱动 %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Probe</source>
        <translation>探测</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>&amp;Import runs…</source>
        <translation>导入运行记录(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Measure this machine</source>
        <translation>测量本机(&amp;M)</translation>
    </message>
    <message>
        <source>Run history unavailable</source>
        <translation>运行历史不可用</translation>
    </message>
    <message>
        <source>The database %1 could not be opened:
%2</source>
        <translation>无法打开数据库 %1：
%2</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>机群</translation>
    </message>
    <message>
        <source>A measurement is storing its results in the current database: stop it or let it finish before choosing another database.</source>
        <translation>有测量正在向当前数据库存储结果：请先停止测量或等待其完成，再选择其他数据库。</translation>
    </message>
    <message>
        <source>The calculator and the catalog still work. To keep runs, choose another database in Edit → Preferences (or move the file aside and restart).</source>
        <translation>计算器和目录仍可使用。如需保存运行记录，请在“编辑 → 首选项”中选择其他数据库（或将该文件移走后重启）。</translation>
    </message>
</context>
<context>
    <name>roofline::BoundState</name>
    <message>
        <source>Memory-bound</source>
        <translation>受内存带宽限制</translation>
    </message>
    <message>
        <source>Compute-bound</source>
        <translation>受算力限制</translation>
    </message>
    <message>
        <source>Launch-overhead-bound</source>
        <translation>受启动开销限制</translation>
    </message>
    <message>
        <source>Moving bytes takes longest: more bandwidth, fewer bytes per weight or a bigger batch speeds the step up.</source>
        <translation>搬运字节耗时最长：更高的带宽、更少的每权重字节数或更大的批大小都能加快该步骤。</translation>
    </message>
    <message>
        <source>The arithmetic takes longest: a faster or narrower compute format speeds the step up; more bandwidth does not.</source>
        <translation>运算耗时最长：更快或位宽更窄的计算格式可加快该步骤；提高带宽则无济于事。</translation>
    </message>
    <message>
        <source>Kernel launches take longest: CUDA Graphs or fused kernels speed the step up.</source>
        <translation>内核启动耗时最长：使用 CUDA Graphs 或融合内核可加快该步骤。</translation>
    </message>
    <message>
        <source>Link-bound</source>
        <translation>受互连带宽限制</translation>
    </message>
    <message>
        <source>The tensor-parallel all-reduces take longest: a faster link between the GPUs or fewer GPUs speeds the step up.</source>
        <translation>张量并行的 all-reduce 耗时最长：更快的 GPU 间互连或更少的 GPU 能加快这一步。</translation>
    </message>
</context>
<context>
    <name>roofline::CalculatorSweep</name>
    <message>
        <source>a sweep starts at 1 or more; got %1</source>
        <translation>扫描的起点必须不小于 1；实际为 %1</translation>
    </message>
    <message>
        <source>the sweep must end above its start (%1); got %2</source>
        <translation>扫描的终点必须大于起点（%1）；实际为 %2</translation>
    </message>
    <message>
        <source>a sweep needs at least 2 points; got %1</source>
        <translation>扫描至少需要 2 个点；实际为 %1</translation>
    </message>
    <message>
        <source>the range must run from 1 or more upwards; got %1 to %2</source>
        <translation>范围必须从 1 或以上开始递增；实际为 %1 到 %2</translation>
    </message>
</context>
<context>
    <name>roofline::Catalog</name>
    <message>
        <source>%1: skipped (needs an id, a bandwidth and a peak)</source>
        <translation>%1：已跳过（需要 ID、带宽和峰值）</translation>
    </message>
    <message>
        <source>%1: skipped: %2</source>
        <translation>%1：已跳过：%2</translation>
    </message>
    <message>
        <source>%1: kind must be &apos;float&apos; or &apos;integer&apos;</source>
        <translation>%1：kind 必须为 &apos;float&apos; 或 &apos;integer&apos;</translation>
    </message>
    <message>
        <source>%1: skipped (needs an id and a positive size)</source>
        <translation>%1：已跳过（需要 ID 和正的大小）</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; is missing</source>
        <translation>%1：缺少字段 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; has the wrong type</source>
        <translation>%1：字段 &apos;%2&apos; 的类型错误</translation>
    </message>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation>偏移 %1 处不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>not a &apos;%1&apos; document</source>
        <translation>不是 &apos;%1&apos; 文档</translation>
    </message>
    <message>
        <source>unsupported version %1 (this build reads version 1)</source>
        <translation>不支持的版本 %1（此版本只能读取版本 1）</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>必须是数组</translation>
    </message>
    <message>
        <source>%1: peak &apos;%2&apos; must be a positive number</source>
        <translation>%1：峰值 &apos;%2&apos; 必须是正数</translation>
    </message>
    <message>
        <source>%1: id &apos;%2&apos; appears twice</source>
        <translation>%1：ID &apos;%2&apos; 出现了两次</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1: sparse %2 figure %3 does not fit the dense peak %4 (it must be above it and at most twice it)</source>
        <translation>%1：%2 的稀疏数值 %3 与稠密峰值 %4 不符（它必须高于稠密峰值且至多为其两倍）</translation>
    </message>
    <message>
        <source>models[%1]: unknown format &apos;%2&apos;</source>
        <translation>models[%1]：未知格式 &apos;%2&apos;</translation>
    </message>
</context>
<context>
    <name>roofline::ChartFactory</name>
    <message>
        <source>Roofline</source>
        <translation>屋顶线</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOP/byte)</source>
        <translation>算术强度 (FLOP/byte)</translation>
    </message>
    <message>
        <source>Performance (TFLOP/s)</source>
        <translation>性能 (TFLOP/s)</translation>
    </message>
    <message>
        <source>Performance (GFLOP/s)</source>
        <translation>性能 (GFLOP/s)</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>性能</translation>
    </message>
    <message>
        <source>spec %1</source>
        <translation>规格 %1</translation>
    </message>
    <message>
        <source>%1 (solid)</source>
        <translation>%1（实线）</translation>
    </message>
    <message>
        <source>%1 (dashed)</source>
        <translation>%1（虚线）</translation>
    </message>
    <message>
        <source>%1 ridge point: %2 FLOP/byte (%3)</source>
        <translation>%1 脊点：%2 FLOP/byte (%3)</translation>
    </message>
    <message>
        <source>ridge points (FLOP/byte)</source>
        <translation>脊点 (FLOP/byte)</translation>
    </message>
    <message>
        <source>Latency vs working set</source>
        <translation>延迟与工作集大小</translation>
    </message>
    <message>
        <source>Bandwidth vs working set</source>
        <translation>带宽与工作集大小</translation>
    </message>
    <message>
        <source>Working set</source>
        <translation>工作集</translation>
    </message>
    <message>
        <source>Latency per load</source>
        <translation>每次加载的延迟</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>detected boundary</source>
        <translation>检测到的边界</translation>
    </message>
    <message>
        <source>reported cache size</source>
        <translation>系统报告的缓存大小</translation>
    </message>
    <message>
        <source>Nothing to draw: no bandwidth or compute peak was measured.</source>
        <translation>无可绘制内容：未测得任何带宽或算力峰值。</translation>
    </message>
    <message>
        <source>No latency sweep over working sets in this run.</source>
        <translation>本次运行没有按工作集大小扫描的延迟测量。</translation>
    </message>
    <message>
        <source>No bandwidth sweep over working sets in this run.</source>
        <translation>本次运行没有按工作集大小扫描的带宽测量。</translation>
    </message>
    <message>
        <source>attainable at %1 FLOP/byte: %2</source>
        <translation>在 %1 FLOP/字节处可达：%2</translation>
    </message>
    <message>
        <source>attainable at the kernel&apos;s intensity</source>
        <translation>内核强度处的可达上限</translation>
    </message>
</context>
<context>
    <name>roofline::ChartInputs</name>
    <message>
        <source>Roofline</source>
        <translation>屋顶线</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>%1 spec</source>
        <translation>%1 规格</translation>
    </message>
    <message>
        <source>decode b1</source>
        <translation>解码 b1</translation>
    </message>
    <message>
        <source>decode b32</source>
        <translation>解码 b32</translation>
    </message>
    <message>
        <source>prefill 2k</source>
        <translation>预填充 2k</translation>
    </message>
    <message>
        <source>LLM decode (analytic)</source>
        <translation>LLM 解码（解析）</translation>
    </message>
    <message>
        <source>LLM prefill (analytic)</source>
        <translation>LLM 预填充（解析）</translation>
    </message>
    <message>
        <source>%1, %2: %3 tokens/s, %4, %5 of the roof at this intensity</source>
        <translation>%1，%2：%3 tokens/s，%4，达到此强度下屋顶的 %5</translation>
    </message>
    <message>
        <source> (headroom %1×)</source>
        <translation> (余量 %1×)</translation>
    </message>
    <message>
        <source>%1 %2 at %3 FLOP/byte: %4</source>
        <translation>%1 %2，%3 FLOP/byte 时：%4</translation>
    </message>
    <message>
        <source>Bandwidth ladder</source>
        <translation>带宽阶梯</translation>
    </message>
    <message>
        <source>%1&lt;br&gt;(spec only)</source>
        <translation>%1&lt;br&gt;(仅规格)</translation>
    </message>
    <message>
        <source>network 400G</source>
        <translation>网络 400G</translation>
    </message>
    <message>
        <source>typical: 400 Gb/s NIC line rate</source>
        <translation>典型值：400 Gb/s 网卡线速</translation>
    </message>
    <message>
        <source>PCIe 4 x16</source>
        <translation>PCIe 4 x16</translation>
    </message>
    <message>
        <source>PCIe 4.0 x16 nominal, per direction</source>
        <translation>PCIe 4.0 x16 标称值，单向</translation>
    </message>
    <message>
        <source>NVMe SSD</source>
        <translation>NVMe SSD</translation>
    </message>
    <message>
        <source>typical: PCIe 4 NVMe sequential read</source>
        <translation>典型值：PCIe 4 NVMe 顺序读取</translation>
    </message>
    <message>
        <source>network 100G</source>
        <translation>网络 100G</translation>
    </message>
    <message>
        <source>typical: 100 Gb/s Ethernet line rate</source>
        <translation>典型值：100 Gb/s 以太网线速</translation>
    </message>
    <message>
        <source>%1&lt;br&gt;(ref.)</source>
        <translation>%1&lt;br&gt;(参考)</translation>
    </message>
    <message>
        <source>Latency ladder</source>
        <translation>延迟阶梯</translation>
    </message>
    <message>
        <source>NVMe read&lt;br&gt;(ref.)</source>
        <translation>NVMe 读取&lt;br&gt;(参考)</translation>
    </message>
    <message>
        <source>typical 4 KiB random read</source>
        <translation>典型 4 KiB 随机读取</translation>
    </message>
    <message>
        <source>disk seek&lt;br&gt;(ref.)</source>
        <translation>磁盘寻道&lt;br&gt;(参考)</translation>
    </message>
    <message>
        <source>typical 7,200 rpm hard disk</source>
        <translation>典型 7200 转机械硬盘</translation>
    </message>
    <message>
        <source>GPU launch&lt;br&gt;(ref.)</source>
        <translation>GPU 启动&lt;br&gt;(参考)</translation>
    </message>
    <message>
        <source>clpeak README, RTX 5060</source>
        <translation>clpeak README，RTX 5060</translation>
    </message>
    <message>
        <source>Format ladder</source>
        <translation>格式阶梯</translation>
    </message>
    <message>
        <source>%1 share a %2-bit exponent, so they cover the same range (±%3): swapping them costs precision (%4 → %5 mantissa bits), not magnitude.</source>
        <translation>%1 共享 %2 位指数，因此覆盖相同的范围（±%3）：互换它们损失的是精度（尾数位 %4 → %5），而不是数量级。</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>Latency vs working set</source>
        <translation>延迟与工作集大小</translation>
    </message>
    <message>
        <source>Bandwidth vs working set</source>
        <translation>带宽与工作集大小</translation>
    </message>
    <message>
        <source>%1 %2 (reported)</source>
        <translation>%1 %2（系统报告）</translation>
    </message>
    <message>
        <source>Ridge point by launch year (bf16 dense)</source>
        <translation>各发布年份的脊点（bf16 稠密）</translation>
    </message>
    <message>
        <source>neither (latency/occupancy)</source>
        <translation>都不是（延迟/占用率）</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>受内存限制</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>受计算限制</translation>
    </message>
    <message>
        <source>%1 (%2, %3)
intensity %4 FLOP/byte
attained %5
%6 % of attainable %7
bound: %8</source>
        <translation>%1（%2，%3）
强度 %4 FLOP/字节
达到 %5
可达 %7 的 %6 %
瓶颈：%8</translation>
    </message>
    <message>
        <source>far below both roofs: neither memory- nor compute-bound here; latency, occupancy or launch overhead limit it</source>
        <translation>远低于两条屋顶线：此处既不受内存也不受计算限制；受延迟、占用率或启动开销限制</translation>
    </message>
    <message>
        <source>your kernels, %1</source>
        <translation>您的内核，%1</translation>
    </message>
    <message>
        <source>%1 · %2 %</source>
        <translation>%1 · %2 %</translation>
    </message>
</context>
<context>
    <name>roofline::ComparisonReport</name>
    <message numerus="yes">
        <source>Comparison of %n run(s)</source>
        <translation>
            <numerusform>%n 个运行记录的对比</numerusform>
        </translation>
    </message>
    <message>
        <source>Baseline: %1</source>
        <translation>基准：%1</translation>
    </message>
    <message>
        <source>Roofline Lab %1 · comparison</source>
        <translation>Roofline Lab %1 · 对比</translation>
    </message>
    <message>
        <source>Run %1%2</source>
        <translation>运行记录 %1%2</translation>
    </message>
    <message>
        <source> (baseline)</source>
        <translation> (基准)</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2 on %3, %4, %n measurement(s), uuid %5</source>
        <translation>
            <numerusform>%1 — %2，主机 %3，%4，%n 项测量，UUID %5</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the first %1 runs are compared.</source>
        <translation>仅对比前 %1 个运行记录。</translation>
    </message>
    <message>
        <source>This node over time</source>
        <translation>此节点的历史变化</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2: the newest run, %3, against the median of the %n earlier run(s).</source>
        <translation>
            <numerusform>%1 · %2：最新的运行记录 %3 与之前 %n 个运行记录的中位数对比。</numerusform>
        </translation>
    </message>
    <message>
        <source>Wins and losses</source>
        <translation>优势与劣势</translation>
    </message>
    <message>
        <source>A difference counts when it exceeds both %1× the combined relative standard deviation of the two measurements and %2 %.</source>
        <translation>只有当差异同时超过两次测量合并相对标准差的 %1 倍以及 %2 % 时，才计为差异。</translation>
    </message>
    <message>
        <source>Ratios to the baseline (flagged rows differ beyond noise)</source>
        <translation>相对基准的比值（标记的行差异超出噪声）</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>测量项</translation>
    </message>
    <message>
        <source>Run %1 (base)</source>
        <translation>运行记录 %1（基准）</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>运行记录 %1</translation>
    </message>
    <message>
        <source>Overlaid charts</source>
        <translation>叠加图表</translation>
    </message>
    <message>
        <source>Measured roofs of every run, one colour per run.</source>
        <translation>所有运行记录的实测屋顶，每个运行记录一种颜色。</translation>
    </message>
    <message>
        <source>Ratio table</source>
        <translation>比值表</translation>
    </message>
    <message>
        <source>Cells show the value and, for other runs, the ratio to the baseline. Legend: ▼ worse beyond noise (dark red row), ▲ better beyond noise (light green row), both in one row: amber. CSV/JSON carry the baseline&apos;s value and the other runs&apos; ratios.</source>
        <translation>单元格显示数值，其他运行还显示与基线的比值。图例：▼ 超出噪声的变差（深红色行），▲ 超出噪声的改善（浅绿色行），同一行两者皆有：琥珀色。CSV/JSON 包含基线的数值和其他运行的比值。</translation>
    </message>
</context>
<context>
    <name>roofline::DisplayUnits</name>
    <message>
        <source>%1 cycles</source>
        <translation>%1 个周期</translation>
    </message>
    <message>
        <source>%1 FLOP/B</source>
        <translation>%1 FLOP/B</translation>
    </message>
    <message>
        <source>%1 cyc</source>
        <translation>%1 周期</translation>
    </message>
</context>
<context>
    <name>roofline::EngineTexts</name>
    <message>
        <source>CPU memory bandwidth ladder</source>
        <translation>CPU 内存带宽阶梯</translation>
    </message>
    <message>
        <source>CPU memory latency ladder</source>
        <translation>CPU 内存延迟阶梯</translation>
    </message>
    <message>
        <source>CPU arithmetic throughput per format</source>
        <translation>按格式的 CPU 算术吞吐量</translation>
    </message>
    <message>
        <source>CPU library GEMM (oneDNN matmul) per format</source>
        <translation>按格式的 CPU 库 GEMM（oneDNN matmul）</translation>
    </message>
    <message>
        <source>LLM step on the CPU (model&apos;s GEMMs and attention)</source>
        <translation>CPU 上的 LLM 步骤（模型的 GEMM 与注意力）</translation>
    </message>
    <message>
        <source>CPU empirical roofline</source>
        <translation>CPU 实测 roofline</translation>
    </message>
    <message>
        <source>Thread, system-call and fsync latency</source>
        <translation>线程、系统调用和 fsync 延迟</translation>
    </message>
    <message>
        <source>GPU memory bandwidth</source>
        <translation>GPU 内存带宽</translation>
    </message>
    <message>
        <source>GPU memory latency</source>
        <translation>GPU 内存延迟</translation>
    </message>
    <message>
        <source>GPU FMA and MMA peaks</source>
        <translation>GPU FMA 与 MMA 峰值</translation>
    </message>
    <message>
        <source>cuBLASLt GEMM per format</source>
        <translation>按格式的 cuBLASLt GEMM</translation>
    </message>
    <message>
        <source>LLM step (cuBLASLt + attention)</source>
        <translation>LLM 步骤（cuBLASLt + 注意力）</translation>
    </message>
    <message>
        <source>GPU empirical roofline</source>
        <translation>GPU 实测 roofline</translation>
    </message>
    <message>
        <source>GPU launch and synchronisation overheads</source>
        <translation>GPU 启动与同步开销</translation>
    </message>
    <message>
        <source>Host-device transfers</source>
        <translation>主机与设备间传输</translation>
    </message>
    <message>
        <source>Peer copies and NCCL all-reduce</source>
        <translation>点对点复制与 NCCL all-reduce</translation>
    </message>
    <message>
        <source>no NVIDIA driver is installed or loaded (libcuda.so.1 not found); install the NVIDIA driver</source>
        <translation>未安装或未加载 NVIDIA 驱动（找不到 libcuda.so.1）；请安装 NVIDIA 驱动</translation>
    </message>
    <message>
        <source>no CUDA-capable device is visible (check CUDA_VISIBLE_DEVICES and nvidia-smi)</source>
        <translation>看不到支持 CUDA 的设备（请检查 CUDA_VISIBLE_DEVICES 和 nvidia-smi）</translation>
    </message>
    <message>
        <source>the NVIDIA driver is older than the CUDA runtime roofline-probe was built with; update the driver (%1)</source>
        <translation>NVIDIA 驱动比构建 roofline-probe 所用的 CUDA 运行时旧；请更新驱动（%1）</translation>
    </message>
    <message>
        <source>the CUDA runtime cannot be used: %1</source>
        <translation>无法使用 CUDA 运行时：%1</translation>
    </message>
    <message>
        <source>the CUDA runtime reported an error</source>
        <translation>CUDA 运行时报告了错误</translation>
    </message>
</context>
<context>
    <name>roofline::ExecutiveSummary</name>
    <message>
        <source>The run holds no measurements, so nothing can be summarised.</source>
        <translation>该运行记录不含任何测量，无法生成摘要。</translation>
    </message>
    <message numerus="yes">
        <source>The run is %1 after %n measurement(s): every figure below is partial.</source>
        <translation>
            <numerusform>该运行记录在 %n 项测量后%1：以下所有数字均不完整。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 reaches %3 of spec (%4 of %5).</source>
        <translation>%1 %2 达到规格的 %3（%4 / %5）。</translation>
    </message>
    <message>
        <source>%1 %2 reaches %3; no spec sheet is known for this device.</source>
        <translation>%1 %2 达到 %3；此设备没有已知的规格表。</translation>
    </message>
    <message>
        <source>%1 is %2 %3</source>
        <translation>%1 为 %3 的 %2</translation>
    </message>
    <message>
        <source>%1 reaches %2 of its dense peak (%3).</source>
        <translation>%1 达到其稠密峰值的 %2（%3）。</translation>
    </message>
    <message>
        <source>%1 peaks at %2.</source>
        <translation>%1 的峰值为 %2。</translation>
    </message>
    <message>
        <source>%1 measured %2, above its spec ceiling of %3: check how bytes or FLOPs were counted before trusting it.</source>
        <translation>%1 实测为 %2，高于其规格上限 %3：采信之前请检查字节或 FLOP 的计数方式。</translation>
    </message>
    <message>
        <source>The measured %1 ridge point is %2 FLOP/byte (spec %3): kernels below that intensity are memory-bound.</source>
        <translation>实测 %1 脊点为 %2 FLOP/byte（规格 %3）：低于该强度的内核受内存带宽限制。</translation>
    </message>
    <message>
        <source>The measured %1 ridge point is %2 FLOP/byte: kernels below that intensity are memory-bound.</source>
        <translation>实测 %1 脊点为 %2 FLOP/byte：低于该强度的内核受内存带宽限制。</translation>
    </message>
    <message>
        <source>The cheapest launch measured costs %1 per kernel, which bounds small-batch steps from below.</source>
        <translation>实测最低的启动开销为每个内核 %1，这决定了小批量步骤耗时的下限。</translation>
    </message>
    <message>
        <source>%1 vs %2: %3 better and %4 worse beyond noise, %5 within noise, %6 not comparable.</source>
        <translation>%1 对比 %2：超出噪声的有 %3 项更好、%4 项更差，%5 项在噪声范围内，%6 项无法比较。</translation>
    </message>
    <message>
        <source>Largest change: %1 at %2 of the baseline.</source>
        <translation>最大变化：%1，为基准的 %2。</translation>
    </message>
    <message>
        <source>Decode of %1 at batch 1 (bf16, 1k context): %2, %3 tokens/s on the measured ceilings.</source>
        <translation>在实测上限下，%1 以批大小 1（bf16，1k 上下文）解码：%2，%3 tokens/s。</translation>
    </message>
    <message>
        <source>%1 %2 reaches %3. The spec column holds this CPU&apos;s theoretical ceilings, %4; they give no figure for main memory.</source>
        <translation>%1 %2 达到 %3。“规格”列为此 CPU 的理论上限，%4；其中不含主内存的数值。</translation>
    </message>
    <message>
        <source>%1 reaches %2 of the upper bound its instruction&apos;s pipes allow (%3); no core table states that instruction&apos;s own rate.</source>
        <translation>%1 达到其指令所用流水线允许的上界的 %2（%3）；没有任何核心表给出该指令本身的速率。</translation>
    </message>
    <message>
        <source>The library&apos;s %1 GEMM reaches %2 of the same instruction loop: two methods agree that this is the core&apos;s %1 rate, not a fault of the probe.</source>
        <translation>库的 %1 GEMM 达到同一指令循环的 %2：两种方法一致表明这是该核心的 %1 速率，而不是探针的错误。</translation>
    </message>
    <message>
        <source>The library&apos;s %1 GEMM runs at %2 the format ladder&apos;s loop: the loop misses this core&apos;s %1 rate, so the library&apos;s figure is the one to trust.</source>
        <translation>库的 %1 GEMM 以格式阶梯循环的 %2 运行：该循环未达到此核心的 %1 速率，应以库的数值为准。</translation>
    </message>
</context>
<context>
    <name>roofline::FleetPeers</name>
    <message>
        <source>Memory bandwidth</source>
        <translation>内存带宽</translation>
    </message>
    <message>
        <source>%1 peak</source>
        <translation>%1 峰值</translation>
    </message>
    <message>
        <source>%1 % below</source>
        <translation>低 %1 %</translation>
    </message>
    <message>
        <source>%1 % above</source>
        <translation>高出 %1 %</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 the median of %n peer(s)</source>
        <translation>
            <numerusform>%1 比 %n 个同类节点的中位数%2</numerusform>
        </translation>
    </message>
    <message>
        <source>; %1 MAD</source>
        <translation>；%1 MAD</translation>
    </message>
    <message numerus="yes">
        <source>P%1 of %n run(s)</source>
        <translation>
            <numerusform>%n 次运行中的 P%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::FleetReport</name>
    <message>
        <source>better</source>
        <translation>更好</translation>
    </message>
    <message>
        <source>worse</source>
        <translation>更差</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>持平</translation>
    </message>
    <message>
        <source>one run only</source>
        <translation>仅有一个运行记录</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>检查中…</translation>
    </message>
    <message>
        <source>no baseline</source>
        <translation>无基准</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>⚑ regressed</source>
        <translation>⚑ 已退化</translation>
    </message>
    <message numerus="yes">
        <source>No complete run yet (%n run(s) stored).</source>
        <translation>
            <numerusform>尚无已完成的运行记录（已存储 %n 个运行记录）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Latest complete run #%1, started %2; %n run(s) stored.</source>
        <translation>
            <numerusform>最新的已完成运行记录 #%1，开始于 %2；已存储 %n 个运行记录。</numerusform>
        </translation>
    </message>
    <message>
        <source>Judged against the spec of %1 (%2).</source>
        <translation>以 %1 的规格为评判依据（%2）。</translation>
    </message>
    <message>
        <source>A CPU: no spec sheet to judge it by.</source>
        <translation>CPU：没有可供评判的规格表。</translation>
    </message>
    <message>
        <source>No spec sheet matches this device; add a GPU profile named &quot;%1&quot; on the Hardware page.</source>
        <translation>没有与此设备匹配的规格表；请在“硬件”页添加名为“%1”的 GPU 配置。</translation>
    </message>
    <message>
        <source> (%1 of spec: above the spec sheet, check it or the measurement)</source>
        <translation> (占规格 %1：高于规格表，请核对规格表或测量结果)</translation>
    </message>
    <message>
        <source> (%1 of spec)</source>
        <translation> (占规格 %1)</translation>
    </message>
    <message>
        <source>Memory bandwidth %1</source>
        <translation>内存带宽 %1</translation>
    </message>
    <message>
        <source>%1 peak %2</source>
        <translation>%1 峰值 %2</translation>
    </message>
    <message>
        <source>Trend of the headline figures %1 (%2): %3</source>
        <translation>主要数值的趋势 %1（%2）：%3</translation>
    </message>
    <message>
        <source>Regression check of the whole run: still running.</source>
        <translation>整个运行记录的退化检查：仍在进行中。</translation>
    </message>
    <message>
        <source>Regression check: no earlier complete run to compare with.</source>
        <translation>退化检查：没有可供对比的较早已完成运行记录。</translation>
    </message>
    <message numerus="yes">
        <source>Fleet: %n node(s)</source>
        <translation>
            <numerusform>机群：%n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 host(s) · generated %2</source>
        <translation>%1 台主机 · 生成于 %2</translation>
    </message>
    <message>
        <source>Roofline Lab %1 · fleet</source>
        <translation>Roofline Lab %1 · 机群</translation>
    </message>
    <message>
        <source>Nodes (host × device)</source>
        <translation>节点数（主机 × 设备）</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>主机数</translation>
    </message>
    <message>
        <source>Runs stored</source>
        <translation>已存储的运行记录数</translation>
    </message>
    <message>
        <source>Flagged (regressed)</source>
        <translation>已标记（退化）</translation>
    </message>
    <message>
        <source>Headline trend down</source>
        <translation>主要数值趋势下降</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) were not checked yet.</source>
        <translation>
            <numerusform>%n 个节点尚未检查。</numerusform>
        </translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Latest run</source>
        <translation>最新运行记录</translation>
    </message>
    <message>
        <source>Memory BW</source>
        <translation>内存带宽</translation>
    </message>
    <message>
        <source>% of spec</source>
        <translation>占规格 %</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>趋势</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>none complete</source>
        <translation>无已完成记录</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Flagged nodes</source>
        <translation>已标记的节点</translation>
    </message>
    <message>
        <source>%1 · %2 (run #%3)</source>
        <translation>%1 · %2（运行记录 #%3）</translation>
    </message>
    <message numerus="yes">
        <source>The latest run is a short one (%n measurement(s)); figures it did not measure are shown from earlier runs.</source>
        <translation>
            <numerusform>最新运行是一次简短运行（%n 个测量值）；它未测量的指标取自先前的运行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Drain: %1 (%2).</source>
        <translation>建议下线：%1（%2）。</translation>
    </message>
    <message>
        <source>Among its peers: %1 (%2).</source>
        <translation>在同类节点中：%1（%2）。</translation>
    </message>
    <message>
        <source>%1, DRAIN</source>
        <translation>%1，下线</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n uncertain</source>
        <translation>
            <numerusform>%1 · %n 项不确定</numerusform>
        </translation>
    </message>
    <message>
        <source>To drain (below their peers)</source>
        <translation>建议下线（低于同类节点）</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Each node&apos;s latest complete run is checked figure by figure against the median of the previous %1 complete runs of the node that measured that figure (points disturbed while measuring are left out). A figure&apos;s noise is the larger of its runs&apos; own noise and the spread between those runs, widened by Student&apos;s t for a spread of few runs; all figures of a run are judged together (family-wise, Bonferroni), so that noise alone makes a healthy node read regressed in well under 1 % of checks. A figure is slower or faster when its interval leaves out zero and the change exceeds %2, and uncertain when the interval is wider than ±%3 or its noise is unknown. Among its peers (the same device and build, at least %4 nodes), a node whose headline figure lies %5 robust z-scores and at least %6 below their median is to be drained; that needs no history of its own. The trend arrow applies the check to the headline figures only: main memory bandwidth and the peak of each format. % of spec divides the measured memory bandwidth by the spec of the matched GPU profile; a CPU has none.</source>
        <translation>每个节点最新的已完成运行记录都会逐项与该节点之前 %1 个测得该项的已完成运行记录的中位数进行对比检查（测量时受干扰的点不计入）。某项的噪声取其运行记录自身噪声与这些运行记录之间离散度中的较大者，并按 Student t 分布对少量运行记录的离散度加以放宽；一次运行记录的所有测量值一并判断（族系误差控制，Bonferroni），因此仅凭噪声使健康节点被判为退化的检查远少于 1 %。当某项的区间不含零且变化超过 %2 时判为更慢或更快；当区间宽于 ±%3 或其噪声未知时判为不确定。在同类节点中（相同设备与构建，至少 %4 个节点），主要数值低于其中位数 %5 个稳健 z 分数且至少低 %6 的节点建议下线；这无需该节点自身的历史记录。趋势箭头仅对主要数值应用该检查：主内存带宽和各格式的峰值。“占规格 %”为实测内存带宽除以所匹配 GPU 配置的规格值；CPU 没有规格。</translation>
    </message>
    <message>
        <source>Nodes (peaks in TFLOP/s; flagged rows regressed or are to be drained)</source>
        <translation>节点（峰值单位为 TFLOP/s；标记的行表示已退化或建议下线）</translation>
    </message>
    <message>
        <source>↑ ↓ → : the headline figures against the median of the previous runs (better, worse, within noise). ⚑: the latest run regressed; DRAIN: far below its peers; the findings of both follow. Uncertain: figures too noisy or disturbed to tell.</source>
        <translation>↑ ↓ →：主要数值与之前运行记录中位数的对比（更好、更差、在噪声范围内）。⚑：最新运行记录已退化；下线：远低于同类节点；两者的发现均列于下文。不确定：噪声过大或受干扰而无法判断的测量值。</translation>
    </message>
</context>
<context>
    <name>roofline::HardwareProfile</name>
    <message>
        <source>must be positive: without it there is no memory roof</source>
        <translation>必须为正数：否则就没有内存屋顶</translation>
    </message>
    <message>
        <source>must be positive</source>
        <translation>必须为正数</translation>
    </message>
    <message>
        <source>give at least one peak rate (any format)</source>
        <translation>请至少提供一个峰值速率（任意格式）</translation>
    </message>
</context>
<context>
    <name>roofline::HardwareReport</name>
    <message>
        <source>Each ceiling: best measured value against the spec sheet</source>
        <translation>各项上限：最佳实测值与规格表对比</translation>
    </message>
    <message>
        <source>Ceiling</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>Spec</source>
        <translation>规格</translation>
    </message>
    <message>
        <source>% of spec</source>
        <translation>占规格 %</translation>
    </message>
    <message>
        <source>Noise (CoV)</source>
        <translation>噪声（变异系数）</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>ABOVE SPEC</source>
        <translation>高于规格</translation>
    </message>
    <message>
        <source>No spec sheet is known for this device: only measured values are shown.</source>
        <translation>此设备没有已知的规格表：仅显示实测值。</translation>
    </message>
    <message>
        <source>LLM operating points on the measured ceilings (bf16 weights)</source>
        <translation>基于实测上限的 LLM 工作点（bf16 权重）</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>单步耗时</translation>
    </message>
    <message>
        <source>FLOP/byte</source>
        <translation>FLOP/byte</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>可容纳</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>All measurements</source>
        <translation>全部测量</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>层级</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Working set</source>
        <translation>工作集</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>线程</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>最小</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>CoV</source>
        <translation>变异系数</translation>
    </message>
    <message>
        <source>Methodology</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Hardware report: %1</source>
        <translation>硬件报告：%1</translation>
    </message>
    <message>
        <source>unknown device</source>
        <translation>未知设备</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 suite</source>
        <translation>%1 · %2 · %3 套件</translation>
    </message>
    <message>
        <source>Roofline Lab %1 · run %2</source>
        <translation>Roofline Lab %1 · 运行记录 %2</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>操作系统</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>结束时间</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Suite</source>
        <translation>套件</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>测量数</translation>
    </message>
    <message>
        <source>Measured with</source>
        <translation>测量工具</translation>
    </message>
    <message>
        <source>Roofline Lab %1</source>
        <translation>Roofline Lab %1</translation>
    </message>
    <message>
        <source>unknown version</source>
        <translation>未知版本</translation>
    </message>
    <message>
        <source>Report written by</source>
        <translation>报告生成工具</translation>
    </message>
    <message>
        <source>Judged against</source>
        <translation>对照规格</translation>
    </message>
    <message>
        <source>no spec sheet (none matched)</source>
        <translation>无规格表（未匹配到）</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>执行摘要</translation>
    </message>
    <message>
        <source>Measured vs spec</source>
        <translation>实测与规格对比</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>sweep (measured)</source>
        <translation>扫描（实测）</translation>
    </message>
    <message>
        <source>Roofline of the run: measured roofs solid, spec roofs dashed; squares mark ridge points (FLOP/byte); circles and triangles are analytic LLM steps on the measured ceilings.</source>
        <translation>本运行记录的屋顶线：实线为实测屋顶，虚线为规格屋顶；方块标记脊点（FLOP/byte）；圆点和三角形是基于实测上限的解析 LLM 步骤。</translation>
    </message>
    <message>
        <source>Best bandwidth per level; dashes are spec values, grey diamonds reference figures that were not measured; italics give the step between rungs.</source>
        <translation>每个层级的最佳带宽；短横线为规格值，灰色菱形为未经测量的参考值；斜体标注相邻两级之间的倍数。</translation>
    </message>
    <message>
        <source>Latency per rung on a log axis from 1 ns; chase rungs are the median of their level&apos;s plateau; grey diamonds are reference figures.</source>
        <translation>各级延迟，对数坐标轴，从 1 ns 起；指针追逐各级取其所在层级平台区的中位数；灰色菱形为参考值。</translation>
    </message>
    <message>
        <source>Dense peak per number format, measured vs spec, with storage and range.</source>
        <translation>各数值格式的稠密峰值，实测与规格对比，并附存储大小和数值范围。</translation>
    </message>
    <message>
        <source>Dashed red lines: boundaries detected from the curve; dotted grey: cache sizes the system reports.</source>
        <translation>红色虚线：从曲线检测到的边界；灰色点线：系统报告的缓存大小。</translation>
    </message>
    <message>
        <source>LLM operating points</source>
        <translation>LLM 工作点</translation>
    </message>
    <message>
        <source>Context: hardware trends</source>
        <translation>背景：硬件趋势</translation>
    </message>
    <message>
        <source>Across generations compute grows faster than bandwidth, so the ridge point climbs and memory-bound work starves a little more; chips that bought bandwidth faster (red) bucked the trend.</source>
        <translation>历代芯片的算力增长快于带宽，因此脊点不断升高，受内存带宽限制的任务愈发“吃不饱”；带宽增长更快的芯片（红色）则逆势而行。</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>来源信息</translation>
    </message>
    <message>
        <source>Run UUID</source>
        <translation>运行记录 UUID</translation>
    </message>
    <message>
        <source>The run&apos;s bundle is attached to this PDF as %1; `roofline runs import` reads it back.</source>
        <translation>本运行记录的运行记录包已作为 %1 附加到此 PDF；`roofline runs import` 可将其读回。</translation>
    </message>
    <message>
        <source>Appendix: all measurements</source>
        <translation>附录：全部测量</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>The core clock was uncertain in this run (its methods disagreed): the derived ceilings may be off.</source>
        <translation>本次运行的核心时钟不确定（各测量方法结果不一致）：推导出的上限可能有偏差。</translation>
    </message>
    <message>
        <source>Step, grouped</source>
        <translation>单步（分组）</translation>
    </message>
    <message>
        <source>within clock tolerance</source>
        <translation>在时钟容差内</translation>
    </message>
    <message>
        <source>above, within rounding</source>
        <translation>略高，在舍入范围内</translation>
    </message>
    <message>
        <source>Spec: %1 (%2). Rows more than %3 above the spec ceiling are flagged (spec sheets round their figures).</source>
        <translation>规格：%1（%2）。高于规格上限超过 %3 的行会被标记（规格表的数值经过舍入）。</translation>
    </message>
    <message>
        <source>No spec sheet for this CPU: the spec column is its theoretical ceiling, derived from the ISA and the measured clock (FLOP or bytes per cycle of one core x the clock x the cores used; see each measurement&apos;s ceiling_rule). The ceiling rests on one clock measured in the run while the clock drifts with load and temperature, so a row up to %1 above it is marked but not flagged; beyond that it is flagged.</source>
        <translation>此 CPU 没有规格表：“规格”列为其理论上限，由指令集和实测时钟推导（单核每周期 FLOP 或字节数 × 时钟 × 所用核数；见各测量的 ceiling_rule）。该上限基于运行中测得的一个时钟值，而时钟会随负载和温度漂移，因此高出上限不超过 %1 的行只作注明、不作标记；超出该范围才会被标记。</translation>
    </message>
    <message>
        <source>LLM steps measured on this machine beside the analytic ones</source>
        <translation>本机实测的 LLM 步骤与解析结果对照</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>用例</translation>
    </message>
    <message>
        <source>Measured step</source>
        <translation>实测步骤</translation>
    </message>
    <message>
        <source>Analytic step</source>
        <translation>解析步骤</translation>
    </message>
    <message>
        <source>Tokens/s measured</source>
        <translation>实测词元/秒</translation>
    </message>
    <message>
        <source>Tokens/s analytic</source>
        <translation>解析词元/秒</translation>
    </message>
    <message>
        <source>Kernel efficiency</source>
        <translation>内核效率</translation>
    </message>
    <message>
        <source>% of DRAM bandwidth</source>
        <translation>DRAM 带宽占比</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>未达到</translation>
    </message>
    <message>
        <source>%1, %2, context %3: memory→compute flip measured at batch %4, analytic at batch %5.</source>
        <translation>%1，%2，上下文 %3：内存→计算转折实测在批大小 %4，解析在批大小 %5。</translation>
    </message>
    <message>
        <source>Measured: cpu.llm ran the model&apos;s GEMMs (oneDNN) and attention with real-sized weights on this device (docs/model/llm-plan.md); embedding, norms and sampling are not in the measured step. Analytic: the same step on this run&apos;s measured ceilings, kernels one after another, at 100 % efficiency. Kernel efficiency = analytic ÷ measured.</source>
        <translation>实测：cpu.llm 在此设备上以真实尺寸的权重运行了模型的 GEMM（oneDNN）和注意力（docs/model/llm-plan.md）；实测步骤不含嵌入、归一化和采样。解析：同一步骤在本次运行实测上限上的结果，内核依次执行，效率 100 %。内核效率 = 解析 ÷ 实测。</translation>
    </message>
    <message>
        <source>LLM on this machine</source>
        <translation>本机上的 LLM</translation>
    </message>
    <message>
        <source>Cases the run did not measure, with the engine&apos;s reason:</source>
        <translation>本次运行未测量的情况及测量引擎给出的原因：</translation>
    </message>
    <message>
        <source>%1, %2: not measured because %3</source>
        <translation>%1，%2：未测量，原因是 %3</translation>
    </message>
    <message>
        <source>Analytic model evaluated on this run&apos;s measured ceilings; memory at %1 (%2), efficiency 1.0. Step time: the overlapped bound; grouped: kernel groups one after another. The method: docs/model/method.md in the Roofline Lab source repository.</source>
        <translation>基于本次运行实测上限计算的分析模型；内存带宽取 %1（%2），效率 1.0。单步耗时：重叠上界；分组：各内核组依次执行。方法见 Roofline Lab 源代码仓库中的 docs/model/method.md。</translation>
    </message>
    <message>
        <source>its best main-memory read: a step reads its weights and KV cache</source>
        <translation>其最佳主存读取带宽：单步读取的是权重和 KV 缓存</translation>
    </message>
    <message>
        <source>its best main-memory figure</source>
        <translation>其最佳主存带宽</translation>
    </message>
    <message>
        <source>LOOP BELOW LIBRARY</source>
        <translation>循环低于库</translation>
    </message>
    <message>
        <source>upper bound; library agrees</source>
        <translation>上界；库一致</translation>
    </message>
    <message>
        <source>upper bound</source>
        <translation>上界</translation>
    </message>
    <message>
        <source>Rows marked &quot;upper bound&quot; are dot products (vdpbf16ps, vpdpbusd, bfdot, sdot) held against the FMA pipes: no core table states their own rate, and cores run them slower, so a low share there is not by itself a fault. The second method is the library GEMM of the same format in the same run: &quot;library agrees&quot; when it reaches at least %1 of the loop.</source>
        <translation>标为“上界”的行是点积指令（vdpbf16ps、vpdpbusd、bfdot、sdot），以 FMA 流水线为上限衡量：没有任何核心表给出它们本身的速率，而且核心执行它们更慢，因此这里的低占比本身并不是错误。第二种方法是同一次运行中同一格式的库 GEMM：当它达到该循环的至少 %1 时标为“库一致”。</translation>
    </message>
    <message>
        <source>&quot;LOOP BELOW LIBRARY&quot;: the library GEMM of that format beat the format ladder&apos;s register-resident loop by more than %1, so the loop misses this core&apos;s rate.</source>
        <translation>“循环低于库”：该格式的库 GEMM 比格式阶梯中驻留寄存器的循环快 %1 以上，因此该循环未达到此核心的速率。</translation>
    </message>
    <message>
        <source>Warnings from the measurement</source>
        <translation>测量中的警告</translation>
    </message>
    <message>
        <source>What the engine said while it measured</source>
        <translation>测量引擎在测量过程中给出的提示</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>Probe</source>
        <translation>探测项</translation>
    </message>
    <message>
        <source>The engine&apos;s words</source>
        <translation>引擎原文</translation>
    </message>
    <message>
        <source>The engine&apos;s words name kernels, sizes and figures and are kept as it wrote them, in English; the run&apos;s bundle (attached) holds the same warnings.</source>
        <translation>引擎原文提及内核、大小和数值，按其原样保留为英文；附带的运行数据包中包含相同的警告。</translation>
    </message>
    <message numerus="yes">
        <source>The engine raised %n warning(s) while it measured (%1); each is listed under “Warnings from the measurement”.</source>
        <translation>
            <numerusform>测量引擎在测量过程中给出了 %n 条警告（%1）；每条都列在“测量中的警告”下。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your kernels on the run&apos;s measured roofs (solid; spec dashed): each point is a kernel at its arithmetic intensity per memory level, labelled with the % of the attainable bound it reaches; the diamond above it is that bound (the lower roof at its intensity).</source>
        <translation>您在该运行实测屋顶上的内核（实线；规格为虚线）：每个点是一个内核在各存储层级上的算术强度，标注其达到可达上限的百分比；其上方的菱形即该上限（在其强度处较低的屋顶）。</translation>
    </message>
    <message>
        <source>Your kernels on the measured roofs</source>
        <translation>您的内核在实测屋顶线上</translation>
    </message>
    <message>
        <source>Each kernel against the attainable bound at its intensity</source>
        <translation>每个内核与其强度处的可达上限对比</translation>
    </message>
    <message>
        <source>Attained</source>
        <translation>达到</translation>
    </message>
    <message>
        <source>Attainable</source>
        <translation>可达</translation>
    </message>
    <message>
        <source>% of attainable</source>
        <translation>占可达的 %</translation>
    </message>
    <message>
        <source>Attainable: the lower of the measured compute roof of the format and the measured bandwidth of the level times the kernel&apos;s intensity. Flagged rows reach less than %1 of it: neither memory- nor compute-bound there (latency, occupancy or launch overhead).</source>
        <translation>可达：该格式的实测计算屋顶与该层级实测带宽乘以内核强度两者中较低者。标记的行达到不足其 %1：此处既不受内存也不受计算限制（延迟、占用率或启动开销）。</translation>
    </message>
    <message>
        <source>%1: not placed, %2</source>
        <translation>%1：未放置，%2</translation>
    </message>
    <message numerus="yes">
        <source>None of the %n kernel(s) could be placed on this run&apos;s roofs.</source>
        <translation>
            <numerusform>%n 个内核均无法放置到此运行的屋顶线上。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::HfConfig</name>
    <message>
        <source>is missing; the %1 family needs it</source>
        <translation>缺失；%1 系列需要此字段</translation>
    </message>
    <message>
        <source>%1 is not in the config: the %2 default %3 is used.</source>
        <translation>配置中没有 %1：使用 %2 的默认值 %3。</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>必须为 true 或 false</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>必须是列表</translation>
    </message>
    <message>
        <source>lists %1 layers but num_hidden_layers is %2</source>
        <translation>列出了 %1 层，但 num_hidden_layers 为 %2</translation>
    </message>
    <message>
        <source>quantization_config (%1) is not read: the linear layers count in the model&apos;s dtype; give the weights&apos; format.</source>
        <translation>未读取 quantization_config（%1）：线性层按模型数据类型计算；请指定权重格式。</translation>
    </message>
    <message>
        <source>The checkpoint stores its experts in %1; attention, router, embedding and lm_head in %2.</source>
        <translation>该检查点以 %1 存储专家，以 %2 存储注意力、路由器、嵌入和 lm_head。</translation>
    </message>
    <message>
        <source>The checkpoint stores its linear layers in %1 (%2); embedding, lm_head and norms in %3.</source>
        <translation>该检查点以 %1（%2）存储线性层，以 %3 存储嵌入、lm_head 和归一化层。</translation>
    </message>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation>偏移 %1 处不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>a config.json is one JSON object</source>
        <translation>config.json 必须是一个 JSON 对象</translation>
    </message>
    <message>
        <source>is missing: this does not look like a Hugging Face config.json</source>
        <translation>缺失：这看起来不像 Hugging Face 的 config.json</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a model type this reader knows; it reads %2</source>
        <translation>读取器不认识模型类型 &apos;%1&apos;；它支持 %2</translation>
    </message>
    <message>
        <source>is missing: a gemma3 config keeps its language model there</source>
        <translation>缺失：gemma3 配置在此处存放其语言模型</translation>
    </message>
    <message>
        <source>The vision tower (vision_config) is not counted: the calculator models the language model.</source>
        <translation>未计入视觉塔（vision_config）：计算器只对语言模型建模。</translation>
    </message>
    <message>
        <source>torch_dtype is float32, which engines serve in 16 bits: bf16 is used (give fp32 weights to count 32-bit ones).</source>
        <translation>torch_dtype 为 float32，推理引擎会以 16 位运行：按 bf16 计算（如需按 32 位计算，请指定 fp32 权重）。</translation>
    </message>
    <message>
        <source>torch_dtype is %1: bf16 is assumed for what is not quantised.</source>
        <translation>torch_dtype 为 %1：未量化部分按 bf16 计算。</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未给出</translation>
    </message>
    <message>
        <source>The multi-token-prediction module (num_nextn_predict_layers) is not counted: it serves speculative decoding only.</source>
        <translation>未计入多 token 预测模块（num_nextn_predict_layers）：它只用于推测解码。</translation>
    </message>
    <message>
        <source>is needed for the dense layers (mlp_only_layers)</source>
        <translation>稠密层（mlp_only_layers）需要此字段</translation>
    </message>
    <message>
        <source>is needed for the dense layers</source>
        <translation>稠密层需要此字段</translation>
    </message>
    <message>
        <source>Attention sinks and the biases of the output projection and the experts are not counted (under 0.1 % of the weights).</source>
        <translation>未计入注意力 sink 以及输出投影和专家的偏置（不到权重的 0.1%）。</translation>
    </message>
    <message>
        <source>config.json (model_type %1)</source>
        <translation>config.json（model_type %1）</translation>
    </message>
    <message>
        <source>%1 (model_type %2)</source>
        <translation>%1（model_type %2）</translation>
    </message>
    <message>
        <source>is %1; must be a whole number from %2 to %3</source>
        <translation>为 %1；必须是 %2 到 %3 之间的整数</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>必须是 %1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>times moe_intermediate_size (%1) is %2; the shared experts may be at most %3 wide</source>
        <translation>乘以 moe_intermediate_size（%1）为 %2；共享专家的总宽度最多为 %3</translation>
    </message>
</context>
<context>
    <name>roofline::LadderChartBuilder</name>
    <message>
        <source>Latency ladder</source>
        <translation>延迟阶梯</translation>
    </message>
    <message>
        <source>Bandwidth ladder</source>
        <translation>带宽阶梯</translation>
    </message>
    <message>
        <source>Latency (log)</source>
        <translation>延迟（对数）</translation>
    </message>
    <message>
        <source>Bandwidth (log)</source>
        <translation>带宽（对数）</translation>
    </message>
    <message>
        <source>reference, not measured</source>
        <translation>参考值，未测量</translation>
    </message>
    <message>
        <source>%1 (ref.)</source>
        <translation>%1 (参考)</translation>
    </message>
    <message>
        <source>%1: %2, reference figure (%3), not measured</source>
        <translation>%1：%2，参考值（%3），未测量</translation>
    </message>
    <message>
        <source>%1 spec: %2 (%3)</source>
        <translation>%1 规格：%2（%3）</translation>
    </message>
    <message>
        <source>spec</source>
        <translation>规格</translation>
    </message>
    <message>
        <source>%1× %2</source>
        <translation>%1× %2</translation>
    </message>
    <message>
        <source>slower</source>
        <translation>更慢</translation>
    </message>
    <message>
        <source>less</source>
        <translation>更少</translation>
    </message>
    <message>
        <source>%1× more</source>
        <translation>%1× 更多</translation>
    </message>
    <message>
        <source>step between rungs</source>
        <translation>相邻两级之间的倍数</translation>
    </message>
    <message>
        <source>Format ladder</source>
        <translation>格式阶梯</translation>
    </message>
    <message>
        <source>integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>e%1 m%2&lt;br&gt;±%3&lt;br&gt;%4 dig.</source>
        <translation>e%1 m%2&lt;br&gt;±%3&lt;br&gt;%4 位有效数字</translation>
    </message>
    <message>
        <source>format · bytes/element · exponent/mantissa bits · range</source>
        <translation>格式 · 字节/元素 · 指数/尾数位 · 范围</translation>
    </message>
    <message>
        <source>Dense peak (log)</source>
        <translation>稠密峰值（对数）</translation>
    </message>
    <message>
        <source> (%1 %)</source>
        <translation> (%1 %)</translation>
    </message>
    <message>
        <source>%1 spec: %2</source>
        <translation>%1 规格：%2</translation>
    </message>
    <message>
        <source>spec (dense)</source>
        <translation>规格（稠密）</translation>
    </message>
    <message>
        <source>No latency was measured in this run.</source>
        <translation>本次运行未测量延迟。</translation>
    </message>
    <message>
        <source>No bandwidth was measured in this run.</source>
        <translation>本次运行未测量带宽。</translation>
    </message>
    <message>
        <source>No compute peak was measured in this run.</source>
        <translation>本次运行未测量算力峰值。</translation>
    </message>
</context>
<context>
    <name>roofline::LlmPlan</name>
    <message>
        <source>%1 has no architecture (only a parameter count): the engine needs the layer&apos;s shapes</source>
        <translation>%1 没有架构（只有参数量）：引擎需要层的形状</translation>
    </message>
    <message>
        <source>%1 gives no vocabulary size: the lm_head cannot be sized</source>
        <translation>%1 未给出词表大小：无法确定 lm_head 的尺寸</translation>
    </message>
    <message>
        <source>no format to measure</source>
        <translation>没有要测量的格式</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; for the LLM step (one of %2)</source>
        <translation>LLM 步骤的未知格式“%1”（可选：%2）</translation>
    </message>
    <message>
        <source>batch %1 is outside 1…4096</source>
        <translation>批大小 %1 超出 1…4096</translation>
    </message>
    <message>
        <source>the context must not be negative</source>
        <translation>上下文不能为负</translation>
    </message>
    <message>
        <source>prompt length %1 is outside 1…1048576</source>
        <translation>提示长度 %1 超出 1…1048576</translation>
    </message>
    <message>
        <source>a context of %1 tokens is beyond %2&apos;s maximum of %3</source>
        <translation>%1 个词元的上下文超过了 %2 的最大值 %3</translation>
    </message>
</context>
<context>
    <name>roofline::MeasuredProfile</name>
    <message>
        <source>measured in run %1</source>
        <translation>测于运行记录 %1</translation>
    </message>
    <message>
        <source>%1 bandwidth (%2)</source>
        <translation>%1 带宽 (%2)</translation>
    </message>
    <message>
        <source>%1 peak</source>
        <translation>%1 峰值</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 (run %2)</source>
        <translation>%1（运行 %2）</translation>
    </message>
    <message>
        <source>run %1 measured no memory bandwidth or no compute peak; probe with the standard suite first</source>
        <translation>运行 %1 未测得内存带宽或峰值算力；请先用标准测试集测量</translation>
    </message>
    <message>
        <source>%1, theoretical</source>
        <translation>%1（理论值）</translation>
    </message>
    <message>
        <source>derived from the ISA and the measured clock (%1 GHz, uncertain)</source>
        <translation>由指令集和实测时钟推导（%1 GHz，不确定）</translation>
    </message>
    <message>
        <source>derived from the ISA and the measured clock (%1 GHz)</source>
        <translation>由指令集和实测时钟推导（%1 GHz）</translation>
    </message>
</context>
<context>
    <name>roofline::MeasuredStep</name>
    <message>
        <source>run %1 measured no LLM step (roofline probe --llm MODEL measures one)</source>
        <translation>运行 %1 未测量 LLM 步骤（roofline probe --llm 模型 可测量）</translation>
    </message>
    <message>
        <source>run %1 has no measured step of %2, %3 %4 batch %5 at %6 tokens; it measured: %7</source>
        <translation>运行 %1 没有 %2 的测量步骤（%3 %4，批大小 %5，%6 个词元）；已测量：%7</translation>
    </message>
    <message>
        <source>run %1 did not measure %2 %3: not measured because %4</source>
        <translation>运行 %1 未测量 %2 %3：未测量，原因是 %4</translation>
    </message>
</context>
<context>
    <name>roofline::MeasurementTableModel</name>
    <message>
        <source>Probe</source>
        <translation>探测项</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>层级</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Working set</source>
        <translation>工作集</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>线程</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>最小</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>CoV</source>
        <translation>变异系数</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>disturbed</source>
        <translation>受干扰</translation>
    </message>
    <message>
        <source>above theoretical peak</source>
        <translation>高于理论峰值</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s) disturbed by other work; too few clean ones, so all are in the statistics.</source>
        <translation>
            <numerusform>%n 个样本受到其他工作干扰；未受干扰的样本太少，因此全部计入统计。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s) disturbed by other work (probe threads lost more than 1 % of their time) set aside from the statistics.</source>
        <translation>
            <numerusform>%n 个受其他工作干扰的样本（探测线程损失超过 1 % 的时间）已从统计中剔除。</numerusform>
        </translation>
    </message>
    <message>
        <source>Hypervisor steal: %1 % of the CPU time.</source>
        <translation>虚拟机监控程序 steal：占 CPU 时间的 %1 %。</translation>
    </message>
    <message>
        <source>Measured twice: the first attempt was disturbed.</source>
        <translation>测量了两次：第一次受到干扰。</translation>
    </message>
    <message numerus="yes">
        <source>Sampled in %n window(s) seconds apart.</source>
        <translation>
            <numerusform>在相隔数秒的 %n 个时间窗口中采样。</numerusform>
        </translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>标记</translation>
    </message>
</context>
<context>
    <name>roofline::Methodology</name>
    <message>
        <source>Units and headline values</source>
        <translation>单位与主要数值</translation>
    </message>
    <message>
        <source>All figures are SI: bytes, seconds, bytes per second and FLOP/s (OP/s for integer formats); GB = 10^9 bytes, GiB = 2^30 bytes. Each measurement keeps every sample. The headline is the best sample for bandwidth and throughput (the STREAM convention: the fastest run is the one least disturbed) and the median for latency; minimum, median, maximum, standard deviation, coefficient of variation and the sample count are stored and shown as noise.</source>
        <translation>所有数值均采用 SI 单位：字节、秒、字节每秒和 FLOP/s（整数格式为 OP/s）；GB = 10^9 字节，GiB = 2^30 字节。每项测量都保留全部样本。带宽和吞吐量的主要数值取最佳样本（STREAM 惯例：最快的一次运行受干扰最少），延迟取中位数；最小值、中位数、最大值、标准差、变异系数和样本数均会保存，并作为噪声显示。</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>采样</translation>
    </message>
    <message>
        <source>After a discarded warm-up, samples of at least 1 ms are taken until there are at least 10 samples and 0.5 s of measurement, stopping early when the relative spread falls to 0.5 % or at the time cap. Host timers are steady clocks; GPU kernels are timed with CUDA events.</source>
        <translation>丢弃一次预热运行后，以每个至少 1 ms 的样本进行采样，直到至少有 10 个样本且测量时间达到 0.5 s；当相对离散度降至 0.5 % 或达到时间上限时提前停止。主机计时器使用单调时钟；GPU 内核使用 CUDA 事件计时。</translation>
    </message>
    <message>
        <source>Interference</source>
        <translation>干扰</translation>
    </message>
    <message>
        <source>Each worker thread compares its wall time with its CPU time around every sample; a sample in which the probe&apos;s threads lost more than 1 % of their time to other tasks or to the hypervisor (steal) is set aside from the statistics and kept in the record. A point whose samples were mostly disturbed, or whose CPUs lost more than 20 % to steal, is measured once more; if it stays disturbed it is flagged. Peak arithmetic and the largest working sets are sampled in several windows seconds apart, so a neighbour busy for a moment cannot set the headline. What a guest cannot see (a busy sibling hardware thread, memory placed on a remote node) shows only as spread between runs.</source>
        <translation>每个工作线程在每个样本前后比较其挂钟时间与 CPU 时间；若探测线程在某个样本中有超过 1 % 的时间被其他任务或虚拟机监控程序（steal）占用，该样本将不计入统计，但保留在记录中。若某测量点的样本大多受到干扰，或其 CPU 因 steal 损失超过 20 %，则重新测量一次；若仍受干扰，则加以标记。峰值算力和最大工作集在相隔数秒的多个时间窗口中采样，因此短暂繁忙的邻居无法决定标题值。客户机无法察觉的情况（同一核心上繁忙的兄弟硬件线程、位于远端节点的内存）只会表现为多次运行之间的离散。</translation>
    </message>
    <message>
        <source>Bandwidth probes</source>
        <translation>带宽探测</translation>
    </message>
    <message>
        <source>Read, write, copy and triad kernels stream through arrays sized for the level under test; main-memory arrays are at least 8× the last-level cache. Bytes are counted explicitly as in STREAM: read 1×, write 1×, copy 2× and triad 3× the array size. Write-allocate traffic is not counted, so true triad traffic on a write-allocate cache is 4/3 of the reported figure. Kernels use wide vector accesses with several loads in flight and random, incompressible data. Host-device figures (H2D, D2H) are copies through pinned memory.</source>
        <translation>读、写、复制和 triad 内核以流式方式遍历按被测层级确定大小的数组；主内存数组至少为末级缓存的 8 倍。字节数按 STREAM 的方式显式计数：读为数组大小的 1 倍，写 1 倍，复制 2 倍，triad 3 倍。写分配流量不计入，因此在写分配缓存上，triad 的实际流量是报告值的 4/3。内核使用宽向量访问，同时保持多个加载在途，并使用随机、不可压缩的数据。主机与设备之间的数值（H2D、D2H）是经由锁页内存的复制。</translation>
    </message>
    <message>
        <source>Latency probes</source>
        <translation>延迟探测</translation>
    </message>
    <message>
        <source>A single dependent chain of loads walks one random cycle (Sattolo&apos;s algorithm) at cache-line spacing, at least 10^6 loads per point, over working sets from 1 KiB to several times the last-level cache; the time per load is the latency. Cache boundaries are detected as the steepest steps of that curve and shown beside the sizes the system reports. Launch, thread hand-off and system-call rungs time batches of round trips and divide.</source>
        <translation>单条相互依赖的加载链以缓存行为间距遍历一个随机环（Sattolo 算法），每个点至少 10^6 次加载，工作集从 1 KiB 到末级缓存的数倍；每次加载的时间即为延迟。缓存边界取该曲线最陡的台阶，并与系统报告的大小并列显示。启动、线程交接和系统调用各级对一批往返计时后再取平均。</translation>
    </message>
    <message>
        <source>Compute probes</source>
        <translation>算力探测</translation>
    </message>
    <message>
        <source>Comparison with theory</source>
        <translation>与理论值对比</translation>
    </message>
    <message>
        <source>Analytic operating points</source>
        <translation>解析工作点</translation>
    </message>
    <message>
        <source>LLM operating points use the measured ceilings: step time = max(bytes ÷ bandwidth, FLOPs ÷ peak, launches × launch cost). Decode reads every weight once per step plus the whole KV cache; prefill reuses each weight across the prompt. Where a run measured no bf16 rate (a CPU), the best measured floating-point peak stands in.</source>
        <translation>LLM 工作点使用实测上限：单步耗时 = max(字节数 ÷ 带宽, FLOP 数 ÷ 峰值, 启动次数 × 启动开销)。解码每步读取每个权重一次，外加整个 KV 缓存；预填充则在整个提示上复用每个权重。若运行记录未测得 bf16 速率（如 CPU），则以实测最佳浮点峰值代替。</translation>
    </message>
    <message>
        <source>Significance in comparisons</source>
        <translation>对比中的显著性</translation>
    </message>
    <message>
        <source>Two runs differ beyond noise when the relative difference of their headlines exceeds both 3× the combined relative standard deviation, sqrt(s1² + s2²), and a 2 % floor. Where a standard deviation is missing, half the min–max range stands in for it.</source>
        <translation>当两个运行记录主要数值的相对差异同时超过合并相对标准差 sqrt(s1² + s2²) 的 3 倍和 2 % 的下限时，即视为差异超出噪声。若缺少标准差，则以最小–最大范围的一半代替。</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>参考来源</translation>
    </message>
    <message>
        <source>Method after STREAM (McCalpin), BabelStream, nvbandwidth, gpu-benches, lmbench, likwid-bench, mixbench, the Empirical Roofline Toolkit and clpeak. Reference rungs marked &quot;ref.&quot; are published or typical figures, not measurements.</source>
        <translation>方法参考 STREAM（McCalpin）、BabelStream、nvbandwidth、gpu-benches、lmbench、likwid-bench、mixbench、Empirical Roofline Toolkit 和 clpeak。标有“参考”的参考级为公开发布或典型的数值，并非测量结果。</translation>
    </message>
    <message>
        <source>Peak throughput per format comes from library GEMM on large square shapes (dense only, accumulate type recorded) and from register-resident loops with at least four independent chains. One FMA counts as 2 FLOPs; a GEMM of m×n×k counts 2·m·n·k. On CPUs each format uses the widest instruction the processor has, chosen at run time from CPUID (HWCAP on Arm): FMA for fp64 and fp32, vfmadd231ph for fp16, vdpbf16ps or AMX tiles for bf16, vpdpbusd, AMX tiles or the vpmaddubsw+vpmaddwd+vpaddd sequence for int8. A dot-product instruction counts every product it accumulates twice (multiply and add): vdpbf16ps on 512 bits is 64 FLOP, vpdpbusd 128 OP, one AMX tdpbf16ps 16,384 FLOP. A format the CPU lacks is reported as not supported, never estimated. The library rung on CPUs is oneDNN&apos;s matmul, loaded at run time.</source>
        <translation>各格式的峰值吞吐量来自大尺寸方阵的库 GEMM（仅稠密，记录累加类型）以及至少四条独立依赖链的寄存器驻留循环。一次 FMA 计为 2 FLOP；m×n×k 的 GEMM 计为 2·m·n·k。在 CPU 上，每种格式使用处理器所具备的最宽指令，运行时依据 CPUID（Arm 上依据 HWCAP）选择：fp64 和 fp32 用 FMA，fp16 用 vfmadd231ph，bf16 用 vdpbf16ps 或 AMX 分块，int8 用 vpdpbusd、AMX 分块或 vpmaddubsw+vpmaddwd+vpaddd 序列。点积指令对其累加的每个乘积计两次（乘和加）：512 位的 vdpbf16ps 为 64 FLOP，vpdpbusd 为 128 OP，一条 AMX tdpbf16ps 为 16,384 FLOP。CPU 不具备的格式报告为不支持，从不估算。CPU 上的库级别为 oneDNN 的 matmul，运行时加载。</translation>
    </message>
    <message>
        <source>CPU clock and theoretical ceilings</source>
        <translation>CPU 时钟与理论上限</translation>
    </message>
    <message>
        <source>The core clock is measured by independent methods that must agree within 3 %: the hardware cycle counter where the kernel allows it, a chain of dependent register-register additions (one clock each), a chain of dependent multiplications (three clocks each) and the clock implied by the FMA rate and the core&apos;s FMA throughput. The time-stamp counter, cpufreq and &quot;cpu MHz&quot; are shown but never decide. When a method disagrees with the others it is named in a warning and left out; when no majority agrees the clock is marked uncertain and every figure derived from it says so. A CPU&apos;s theoretical ceilings are the operations or bytes one core can retire per cycle (FMA pipes × vector width, load ports × width, from a table of known cores or, failing that, the ISA) × the highest clock measured in the run × the cores used.</source>
        <translation>核心时钟由多种独立方法测量，彼此须在 3 % 以内一致：内核允许时的硬件周期计数器、一串相互依赖的寄存器间加法（每条一个周期）、一串相互依赖的乘法（每条三个周期），以及由 FMA 速率和该核心 FMA 吞吐量推出的时钟。时间戳计数器、cpufreq 和“cpu MHz”仅作显示，从不作决定。某方法与其他方法不一致时，会在警告中点名并剔除；若没有多数一致，则时钟标记为不确定，由其推导的每个数值都会注明。CPU 的理论上限为单核每周期可完成的运算或字节数（FMA 单元 × 向量宽度，加载端口 × 宽度，取自已知核心表，否则取自指令集）× 运行中测得的最高时钟 × 所用核数。</translation>
    </message>
    <message>
        <source>Each measured ceiling is shown beside its spec-sheet value as a percentage. A result more than 1 % above its spec ceiling is flagged rather than shown silently: it usually means bytes or FLOPs were counted differently from the spec (a memcpy with non-temporal stores, a sparse rate, a boost clock). A CPU without a spec sheet is judged against its theoretical ceilings, with 3 % allowed for the clock; a rate that implies more vector instructions per cycle than any core issues is flagged as well.</source>
        <translation>每个实测上限都与其规格表数值并列显示为百分比。超过规格上限 1 % 以上的结果会被标记而不是默默显示：这通常意味着字节或 FLOP 的计数方式与规格不同（使用非临时存储的 memcpy、稀疏速率、加速时钟）。没有规格表的 CPU 以其理论上限衡量，并为时钟留出 3 % 余量；若某速率意味着每周期向量指令数超过任何核心的发射能力，也会被标记。</translation>
    </message>
</context>
<context>
    <name>roofline::ModelSpec</name>
    <message>
        <source>must be positive</source>
        <translation>必须为正数</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>不能为负数</translation>
    </message>
    <message>
        <source>%1 query heads cannot be shared evenly by %2 key/value heads</source>
        <translation>%1 个查询头无法被 %2 个键/值头均分</translation>
    </message>
    <message>
        <source>must be between 1 and the expert count (%1)</source>
        <translation>必须介于 1 和专家数 (%1) 之间</translation>
    </message>
    <message>
        <source>is set but the model has no experts</source>
        <translation>已设置，但该模型没有专家</translation>
    </message>
    <message>
        <source>%1 windowed layers but the model has only %2 layers</source>
        <translation>%1 个滑动窗口层，但模型只有 %2 层</translation>
    </message>
    <message>
        <source>%1 layers are windowed, but no window size is given</source>
        <translation>%1 层使用滑动窗口，但未给出窗口大小</translation>
    </message>
    <message>
        <source>multi-head latent attention needs both the rotary and the non-rotary part of the head size</source>
        <translation>多头潜在注意力需要头维度的旋转部分和非旋转部分</translation>
    </message>
    <message>
        <source>must be qk_nope_head_dim + qk_rope_head_dim (%1) with latent attention; got %2</source>
        <translation>使用潜在注意力时必须等于 qk_nope_head_dim + qk_rope_head_dim（%1）；实际为 %2</translation>
    </message>
    <message>
        <source>latent-attention sizes are set but kv_lora_rank is 0</source>
        <translation>设置了潜在注意力尺寸，但 kv_lora_rank 为 0</translation>
    </message>
    <message>
        <source>only a mixture of experts has separate dense layers</source>
        <translation>只有混合专家模型才有单独的稠密层</translation>
    </message>
    <message>
        <source>%1 dense layers but the model has only %2 layers</source>
        <translation>%1 个稠密层，但模型只有 %2 层</translation>
    </message>
    <message>
        <source>must be positive when there are dense layers</source>
        <translation>存在稠密层时必须为正数</translation>
    </message>
    <message>
        <source>is %1; at most %2 is allowed</source>
        <translation>为 %1；最多允许 %2</translation>
    </message>
</context>
<context>
    <name>roofline::PdfReportWriter</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Cannot write the PDF report &apos;%1&apos;: the file could not be opened for writing. Check the folder exists and is writable.</source>
        <translation>无法写入 PDF 报告 &apos;%1&apos;：无法以写入方式打开该文件。请检查文件夹是否存在且可写。</translation>
    </message>
</context>
<context>
    <name>roofline::ProfileIdentity</name>
    <message>
        <source>use lowercase letters, digits, dots and dashes</source>
        <translation>请使用小写字母、数字、点和连字符</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
</context>
<context>
    <name>roofline::ProvenanceText</name>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>host.%1</source>
        <translation>host.%1</translation>
    </message>
    <message>
        <source>device.%1</source>
        <translation>device.%1</translation>
    </message>
</context>
<context>
    <name>roofline::RegressionVerdict</name>
    <message>
        <source>the previous run</source>
        <translation>上一个运行记录</translation>
    </message>
    <message numerus="yes">
        <source>Regressed: %n measurement(s) worse beyond noise against %1.</source>
        <translation>
            <numerusform>退化：与%1相比，%n 项测量变差且超出噪声。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not checked: no measurement in common with %1.</source>
        <translation>未检查：与%1没有共同的测量项。</translation>
    </message>
    <message numerus="yes">
        <source>No regression: %n measurement(s) within noise of %1 or better.</source>
        <translation>
            <numerusform>无退化：与%1相比，%n 项测量在噪声范围内或更好。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… 以及另外 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>worse: </source>
        <translation>更差： </translation>
    </message>
    <message>
        <source>better: </source>
        <translation>更好： </translation>
    </message>
    <message>
        <source>the latest point was disturbed by other work</source>
        <translation>最新测量点受到其他负载干扰</translation>
    </message>
    <message>
        <source>too noisy to tell a 10 % change</source>
        <translation>噪声太大，无法分辨 10 % 的变化</translation>
    </message>
    <message>
        <source>its noise is unknown (no statistics, too few runs)</source>
        <translation>其噪声未知（无统计数据，运行次数太少）</translation>
    </message>
    <message>
        <source>faster</source>
        <translation>更快</translation>
    </message>
    <message>
        <source>slower</source>
        <translation>更慢</translation>
    </message>
    <message>
        <source>uncertain</source>
        <translation>不确定</translation>
    </message>
    <message>
        <source>same</source>
        <translation>相同</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 → %3 (%4, interval %5, median of %n run(s))</source>
        <translation>
            <numerusform>%1：%2 → %3（%4，区间 %5，%n 次运行的中位数）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n disturbed point(s) left out</source>
        <translation>
            <numerusform>；已排除 %n 个受干扰的测量点</numerusform>
        </translation>
    </message>
    <message>
        <source>the median of up to %1 earlier runs per measurement</source>
        <translation>每个测量值最多 %1 次先前运行的中位数</translation>
    </message>
    <message numerus="yes">
        <source>%n measurement(s) uncertain.</source>
        <translation>
            <numerusform>%n 个测量值不确定。</numerusform>
        </translation>
    </message>
    <message>
        <source>uncertain: </source>
        <translation>不确定：</translation>
    </message>
    <message>
        <source>every earlier point was disturbed by other work: no baseline</source>
        <translation>之前的每个点都受到其他工作的干扰：没有基线</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 → %3 (%4 against the median of %n disturbed point(s)); %5</source>
        <translation>
            <numerusform>%1：%2 → %3（%4，相对于 %n 个受干扰点的中位数）；%5</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ReportExporter</name>
    <message>
        <source>Cannot write &apos;%1&apos;: %2. Check the folder exists and is writable.</source>
        <translation>无法写入 &apos;%1&apos;：%2。请检查文件夹是否存在且可写。</translation>
    </message>
    <message>
        <source>Cannot create the folder &apos;%1&apos;.</source>
        <translation>无法创建文件夹 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>Unknown report format &apos;.%1&apos; in &apos;%2&apos;: use .pdf, .html, .csv or .json.</source>
        <translation>&apos;%2&apos; 的报告格式 &apos;.%1&apos; 未知：请使用 .pdf、.html、.csv 或 .json。</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: the disk is full (%2). Free some space and try again.</source>
        <translation>无法写入“%1”：磁盘已满（%2）。请释放一些空间后重试。</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: a folder of that name is in the way.</source>
        <translation>无法写入 &apos;%1&apos;：存在同名文件夹。</translation>
    </message>
</context>
<context>
    <name>roofline::RooflineCalculator</name>
    <message>
        <source>must be at least 1</source>
        <translation>必须至少为 1</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>不能为负数</translation>
    </message>
    <message>
        <source>prefill needs a prompt length of at least 1 token</source>
        <translation>预填充需要至少 1 个 token 的提示长度</translation>
    </message>
    <message>
        <source>must be in (0, 1]; got %1</source>
        <translation>必须在 (0, 1] 范围内；实际为 %1</translation>
    </message>
    <message>
        <source>must be positive</source>
        <translation>必须为正数</translation>
    </message>
    <message>
        <source>this hardware</source>
        <translation>此硬件</translation>
    </message>
    <message>
        <source>%1 query heads cannot form groups of %2</source>
        <translation>%1 个查询头无法组成每组 %2 个的分组</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>embedding lookup</source>
        <translation>嵌入查找</translation>
    </message>
    <message>
        <source>attention projections</source>
        <translation>注意力投影</translation>
    </message>
    <message>
        <source>router</source>
        <translation>路由器</translation>
    </message>
    <message>
        <source>experts (%1 of %2 read per layer)</source>
        <translation>专家（每层读取 %2 个中的 %1 个）</translation>
    </message>
    <message>
        <source>feed-forward</source>
        <translation>前馈网络</translation>
    </message>
    <message>
        <source>norms</source>
        <translation>归一化</translation>
    </message>
    <message>
        <source>lm_head</source>
        <translation>lm_head</translation>
    </message>
    <message>
        <source>attention scores (QK^T, AV)</source>
        <translation>注意力分数 (QK^T, AV)</translation>
    </message>
    <message>
        <source>KV cache read</source>
        <translation>KV 缓存读取</translation>
    </message>
    <message>
        <source>KV cache append</source>
        <translation>KV 缓存追加</translation>
    </message>
    <message>
        <source>KV cache write</source>
        <translation>KV 缓存写入</translation>
    </message>
    <message>
        <source>Integer arithmetic timed at the given --peak.</source>
        <translation>整数运算按给定的 --peak 计时。</translation>
    </message>
    <message>
        <source>measured peer copy</source>
        <translation>实测点对点拷贝</translation>
    </message>
    <message>
        <source>%1, no peer link</source>
        <translation>%1，无点对点互连</translation>
    </message>
    <message>
        <source>latent attention (MLA) has no key/value heads to group: its cache is one latent per token</source>
        <translation>潜在注意力（MLA）没有可分组的键/值头：其缓存为每个 token 一个潜在向量</translation>
    </message>
    <message>
        <source>tensor parallelism over %1 GPUs needs the bandwidth between them; %2 states none</source>
        <translation>在 %1 个 GPU 上做张量并行需要它们之间的带宽；%2 未给出</translation>
    </message>
    <message>
        <source>KV cache not counted: give the layers and the hidden size (d_model) for it.</source>
        <translation>未计入 KV 缓存：请给出层数和隐藏维度（d_model）。</translation>
    </message>
    <message>
        <source>Launch overhead not modelled: give the layers for it.</source>
        <translation>未对启动开销建模：请给出层数。</translation>
    </message>
    <message>
        <source>A context of %1 tokens plus the new one is %2 positions, beyond the model&apos;s maximum of %3.</source>
        <translation>%1 个 token 的上下文加上新 token 共 %2 个位置，超过了模型的最大值 %3。</translation>
    </message>
    <message>
        <source>A prompt of %1 tokens is longer than the model&apos;s maximum context of %2.</source>
        <translation>%1 个 token 的提示超过了模型的最大上下文 %2。</translation>
    </message>
    <message>
        <source>%1 of %2 layers attend only to the last %3 tokens (sliding window): their KV cache stops growing there.</source>
        <translation>%2 层中有 %1 层只关注最近的 %3 个 token（滑动窗口）：它们的 KV 缓存到此不再增长。</translation>
    </message>
    <message>
        <source>given</source>
        <translation>给定</translation>
    </message>
    <message>
        <source>All-reduce latency is not counted, only the bytes over the link.</source>
        <translation>未计入 all-reduce 延迟，只计入经互连传输的字节。</translation>
    </message>
    <message>
        <source>%1, sliding window of %2</source>
        <translation>%1，滑动窗口 %2</translation>
    </message>
    <message>
        <source>shared experts</source>
        <translation>共享专家</translation>
    </message>
    <message>
        <source>activations (%1)</source>
        <translation>激活（%1）</translation>
    </message>
    <message>
        <source>all-reduce and gather over the link</source>
        <translation>经互连的 all-reduce 与 gather</translation>
    </message>
    <message>
        <source>embedding</source>
        <translation>嵌入</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>attention, sliding window of %1</source>
        <translation>注意力，滑动窗口 %1</translation>
    </message>
    <message>
        <source>experts and router</source>
        <translation>专家与路由器</translation>
    </message>
    <message>
        <source>norms and element-wise</source>
        <translation>归一化与逐元素运算</translation>
    </message>
    <message>
        <source>lm_head and sampling</source>
        <translation>lm_head 与采样</translation>
    </message>
    <message>
        <source>tensor-parallel all-reduce</source>
        <translation>张量并行 all-reduce</translation>
    </message>
</context>
<context>
    <name>roofline::Run</name>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>已废弃</translation>
    </message>
</context>
<context>
    <name>roofline::RunBundle</name>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>必须是有限数值</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a UUID</source>
        <translation>&apos;%1&apos; 不是 UUID</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of complete, cancelled, failed</source>
        <translation>&apos;%1&apos; 不是 complete、cancelled、failed 之一</translation>
    </message>
    <message>
        <source>%1: must be an object</source>
        <translation>%1：必须是对象</translation>
    </message>
    <message>
        <source>%1: not valid JSON at offset %2: %3</source>
        <translation>%1：偏移 %2 处不是有效的 JSON：%3</translation>
    </message>
    <message>
        <source>%1: not a run bundle (expected a JSON object)</source>
        <translation>%1：不是运行记录包（应为 JSON 对象）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a run bundle (expected &apos;%2&apos;)</source>
        <translation>&apos;%1&apos; 不是运行记录包（应为 &apos;%2&apos;）</translation>
    </message>
    <message>
        <source>%1: version: unsupported bundle version %2 (this build reads version %3); update Roofline Lab to import it</source>
        <translation>%1：version：不支持的运行记录包版本 %2（此版本只能读取版本 %3）；请更新 Roofline Lab 后再导入</translation>
    </message>
    <message>
        <source>(missing or not a number)</source>
        <translation>（缺失或不是数字）</translation>
    </message>
    <message>
        <source>%1: uuid: appears more than once in this file</source>
        <translation>%1：uuid：在此文件中出现了多次</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>必须是字符串</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 2^53</source>
        <translation>必须是 0 到 2^53 之间的整数</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>必须是对象</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>必须是数组</translation>
    </message>
    <message>
        <source>must be an array of strings</source>
        <translation>必须是字符串数组</translation>
    </message>
    <message>
        <source>&apos;%1&apos; appears twice</source>
        <translation>&apos;%1&apos; 出现了两次</translation>
    </message>
    <message>
        <source>must be an ISO-8601 time with a time zone, e.g. 2024-05-01T12:00:00Z</source>
        <translation>必须是带时区的 ISO-8601 时间，例如 2024-05-01T12:00:00Z</translation>
    </message>
    <message>
        <source>%1 entries; a run bundle allows at most %2</source>
        <translation>%1 个条目；运行记录包最多允许 %2 个</translation>
    </message>
    <message>
        <source>%1 samples; a run bundle allows at most %2</source>
        <translation>%1 个样本；运行记录包最多允许 %2 个</translation>
    </message>
    <message>
        <source>%1 measurements; a run bundle allows at most %2</source>
        <translation>%1 个测量；运行记录包最多允许 %2 个</translation>
    </message>
    <message>
        <source>%1: %2 bytes; a run bundle may be at most %3 bytes</source>
        <translation>%1：%2 字节；运行记录包最大只能为 %3 字节</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <source>%1: %2: %3 (near &quot;%4&quot;)</source>
        <translation>%1：%2：%3（位于“%4”附近）</translation>
    </message>
    <message>
        <source>%1: %2: %3 (%4, near &quot;%5&quot;)</source>
        <translation>%1：%2：%3（%4，位于“%5”附近）</translation>
    </message>
    <message>
        <source>%1… (%2 characters)</source>
        <translation>%1…（共 %2 个字符）</translation>
    </message>
    <message>
        <source>must not contain U+0000 (NUL): the database cannot store it everywhere</source>
        <translation>不得包含 U+0000（NUL）：数据库无法在所有地方存储它</translation>
    </message>
    <message>
        <source>%1 characters; at most %2 are allowed</source>
        <translation>%1 个字符；最多允许 %2 个</translation>
    </message>
    <message>
        <source>is %1, but a %2 cannot be negative</source>
        <translation>为 %1，但 %2 不可能为负</translation>
    </message>
    <message>
        <source>measured figure</source>
        <translation>测量值</translation>
    </message>
    <message>
        <source>is %1, but a coefficient of variation cannot be negative</source>
        <translation>为 %1，但变异系数不可能为负</translation>
    </message>
    <message>
        <source>is 0, but %1 samples are given</source>
        <translation>为 0，却给出了 %1 个样本</translation>
    </message>
    <message>
        <source>is %1, above max %2</source>
        <translation>为 %1，大于 max %2</translation>
    </message>
    <message>
        <source>is %1, outside [min, max] = [%2, %3]</source>
        <translation>为 %1，超出 [min, max] = [%2, %3]</translation>
    </message>
    <message>
        <source>%1 is in the future (this machine&apos;s clock says %2): the clock of the machine that measured it was wrong; fix the time in the file</source>
        <translation>%1 位于未来（本机时钟为 %2）：测量它的机器时钟有误；请修正文件中的时间</translation>
    </message>
    <message>
        <source>run %1: finished_at %2 is before started_at %3: the clock was stepped back while it ran; both times are kept as recorded</source>
        <translation>运行 %1：finished_at %2 早于 started_at %3：运行期间时钟被回拨；两个时间均按记录保留</translation>
    </message>
    <message numerus="yes">
        <source>run %1: %n measurement(s) of an earlier version without a format read as fp64 (the format the CPU&apos;s memory probes measure); the bundle&apos;s empty format is kept in their provenance and exported again as it was</source>
        <translation>
            <numerusform>运行 %1：%n 个来自早期版本且无格式的测量按 fp64 读取（CPU 内存探针所测的格式）；包中的空格式保留在其来源信息中，并按原样再次导出</numerusform>
        </translation>
    </message>
    <message>
        <source>holds a lone UTF-16 surrogate (U+%1) at character %2: not text</source>
        <translation>在第 %2 个字符处含有孤立的 UTF-16 代理项 (U+%1)：不是文本</translation>
    </message>
    <message>
        <source>holds U+%1, a Unicode noncharacter, at character %2: databases store it differently, so it is refused</source>
        <translation>在第 %2 个字符处含有 U+%1（Unicode 非字符）：不同数据库的存储方式不同，因此被拒绝</translation>
    </message>
</context>
<context>
    <name>roofline::RunTableModel</name>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Suite</source>
        <translation>套件</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>roofline::RunWarnings</name>
    <message>
        <source>failure</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <source>caveat</source>
        <translation>注意</translation>
    </message>
    <message>
        <source>note</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Engine warning “%1”</source>
        <translation>引擎警告“%1”</translation>
    </message>
    <message>
        <source>Memory for a case could not be allocated; it was not measured</source>
        <translation>无法为某个用例分配内存；该用例未测量</translation>
    </message>
    <message>
        <source>The library beat the format ladder&apos;s loop: the loop misses this core&apos;s rate</source>
        <translation>库超过了格式阶梯的循环：该循环未达到此核心的速率</translation>
    </message>
    <message>
        <source>The run bundle could not be written</source>
        <translation>无法写入运行数据包</translation>
    </message>
    <message>
        <source>A clock method disagreed with the others and was left out</source>
        <translation>一种时钟测量方法与其他方法不一致，已被排除</translation>
    </message>
    <message>
        <source>The core clock is uncertain: per-cycle figures and ceilings may be off</source>
        <translation>核心时钟不确定：每周期数值和上限可能有偏差</translation>
    </message>
    <message>
        <source>cuBLASLt is not available: no library GEMM on the GPU</source>
        <translation>cuBLASLt 不可用：GPU 上没有库 GEMM</translation>
    </message>
    <message>
        <source>A device could not be probed</source>
        <translation>某个设备无法探测</translation>
    </message>
    <message>
        <source>A number format is not supported by this device</source>
        <translation>此设备不支持某种数值格式</translation>
    </message>
    <message>
        <source>The library offered no algorithm for a GEMM shape</source>
        <translation>库没有为某个 GEMM 形状提供算法</translation>
    </message>
    <message>
        <source>A GEMM shape did not fit in free memory and was skipped</source>
        <translation>某个 GEMM 形状超出可用内存，已跳过</translation>
    </message>
    <message>
        <source>Other work on the machine disturbed some points</source>
        <translation>机器上的其他工作干扰了部分测量点</translation>
    </message>
    <message>
        <source>CPUID and /proc/cpuinfo disagree, or the OS disables an instruction set extension</source>
        <translation>CPUID 与 /proc/cpuinfo 不一致，或操作系统禁用了某个指令集扩展</translation>
    </message>
    <message>
        <source>A cache level ends elsewhere than its reported size</source>
        <translation>某级缓存的边界与其报告的大小不符</translation>
    </message>
    <message>
        <source>A collective (NCCL) failed</source>
        <translation>某个集合通信操作（NCCL）失败</translation>
    </message>
    <message>
        <source>NCCL is not available: no collectives were measured</source>
        <translation>NCCL 不可用：未测量集合通信</translation>
    </message>
    <message>
        <source>A case does not apply to this device</source>
        <translation>某个用例不适用于此设备</translation>
    </message>
    <message>
        <source>A case is not implemented for this device</source>
        <translation>某个用例尚未为此设备实现</translation>
    </message>
    <message>
        <source>A case was not measured</source>
        <translation>某个用例未测量</translation>
    </message>
    <message>
        <source>A case is not supported here</source>
        <translation>此处不支持某个用例</translation>
    </message>
    <message>
        <source>A bandwidth plateau was found</source>
        <translation>发现了带宽平台</translation>
    </message>
    <message>
        <source>All threads together reached far less than threads × one thread: shared execution units or other work</source>
        <translation>所有线程合计远低于“线程数 × 单线程”：执行单元被共享或有其他工作</translation>
    </message>
    <message>
        <source>A probe failed</source>
        <translation>某个探测项失败</translation>
    </message>
    <message>
        <source>Something a probe needs is not available</source>
        <translation>探测项所需的某些条件不可用</translation>
    </message>
    <message>
        <source>A dot product runs far below its upper bound, and the library agrees: it is the core&apos;s rate</source>
        <translation>某个点积指令远低于其上界，而库的结果一致：这是核心本身的速率</translation>
    </message>
    <message>
        <source>A result failed its check: its figures are not trusted</source>
        <translation>某个结果未通过校验：其数值不可信</translation>
    </message>
    <message>
        <source>The memory arrays are below 8× the L2 cache: L2 hits may inflate the figure</source>
        <translation>内存数组小于 L2 缓存的 8 倍：L2 命中可能使数值偏高</translation>
    </message>
    <message numerus="yes">
        <source>%n failure(s)</source>
        <translation>
            <numerusform>%n 个失败</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n case(s) not measured</source>
        <translation>
            <numerusform>%n 个用例未测量</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n caveat(s)</source>
        <translation>
            <numerusform>%n 项注意</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n 条说明</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>The CPU contradicts the core table&apos;s row for its model number: the ceilings come from measured throughput</source>
        <translation>CPU 与核心表中其型号对应的行相矛盾：上限取自实测吞吐量</translation>
    </message>
    <message>
        <source>The CPU is emulated: timings are the emulator&apos;s, not the hardware&apos;s</source>
        <translation>CPU 是模拟的：计时属于模拟器，而非硬件</translation>
    </message>
    <message>
        <source>The GPU is simulated: its figures prove the kernels, never a GPU&apos;s speed</source>
        <translation>GPU 为模拟器：其数值只证明内核正确，绝不代表 GPU 的速度</translation>
    </message>
</context>
<context>
    <name>roofline::StepFormats</name>
    <message>
        <source>unknown format &apos;%1&apos;</source>
        <translation>未知格式 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the output head shares the embedding table (tied embeddings), so both have one format; got %1 and %2</source>
        <translation>输出头与嵌入表共享同一张表（绑定嵌入），因此两者格式相同；实际为 %1 和 %2</translation>
    </message>
    <message>
        <source>%1 has no %2 peak: the step&apos;s arithmetic would run in %2 (weights %3, activations %4); choose formats this GPU computes in</source>
        <translation>%1 没有 %2 峰值：该步的运算将以 %2 进行（权重 %3，激活 %4）；请选择此 GPU 支持计算的格式</translation>
    </message>
    <message>
        <source>this hardware</source>
        <translation>该硬件</translation>
    </message>
</context>
<context>
    <name>roofline::TensorParallel</name>
    <message>
        <source>must be at least 1; got %1</source>
        <translation>必须至少为 1；实际为 %1</translation>
    </message>
    <message>
        <source>%1 query heads do not split over %2 GPUs</source>
        <translation>%1 个查询头无法在 %2 个 GPU 上均分</translation>
    </message>
    <message>
        <source>%1 query heads do not split over %2 GPUs; choose a divisor of %1</source>
        <translation>%1 个查询头无法在 %2 个 GPU 上均分；请选择 %1 的因数</translation>
    </message>
    <message>
        <source>%1 key/value heads neither split over %2 GPUs nor replicate evenly onto them</source>
        <translation>%1 个键/值头既不能在 %2 个 GPU 上均分，也不能均匀复制到这些 GPU 上</translation>
    </message>
</context>
<context>
    <name>roofline::TrendChartBuilder</name>
    <message>
        <source>Launch year</source>
        <translation>发布年份</translation>
    </message>
    <message>
        <source>Ridge point by launch year (bf16 dense)</source>
        <translation>各发布年份的脊点（bf16 稠密）</translation>
    </message>
    <message>
        <source>Ridge point (FLOP/byte)</source>
        <translation>脊点 (FLOP/byte)</translation>
    </message>
    <message>
        <source>ridge climbed or held</source>
        <translation>脊点上升或持平</translation>
    </message>
    <message>
        <source>ridge fell vs predecessor</source>
        <translation>脊点较前代下降</translation>
    </message>
    <message>
        <source>%1 (%2): %3 FLOP/byte = %4 ÷ %5</source>
        <translation>%1 (%2)：%3 FLOP/byte = %4 ÷ %5</translation>
    </message>
    <message>
        <source>; below %1</source>
        <translation>；低于 %1</translation>
    </message>
    <message>
        <source>Growth relative to the oldest chip</source>
        <translation>相对最早芯片的增长</translation>
    </message>
    <message>
        <source>peak compute</source>
        <translation>峰值算力</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>内存带宽</translation>
    </message>
    <message>
        <source>memory capacity</source>
        <translation>内存容量</translation>
    </message>
    <message>
        <source>Relative to %1 (%2)</source>
        <translation>相对于 %1 (%2)</translation>
    </message>
    <message>
        <source>Relative growth</source>
        <translation>相对增长</translation>
    </message>
    <message>
        <source>%1: %2× %3</source>
        <translation>%1：%2× %3</translation>
    </message>
    <message>
        <source>%1 (fit: ×%2 per year)</source>
        <translation>%1（拟合：每年 ×%2）</translation>
    </message>
</context>
<context>
    <name>roofline::VerdictExport</name>
    <message>
        <source>FAILED</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>%1: %2 slower, %3 faster, %4 uncertain, %5 same of %6 figures.</source>
        <translation>%1：%6 项指标中 %2 项更慢，%3 项更快，%4 项不确定，%5 项相同。</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>基线</translation>
    </message>
    <message>
        <source>Latest</source>
        <translation>最新</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Interval</source>
        <translation>区间</translation>
    </message>
</context>
<context>
    <name>roofline::bundle_detail::Validator</name>
    <message>
        <source>the file starts with a byte-order mark (U+FEFF); save it as UTF-8 without one</source>
        <translation>文件以字节顺序标记（U+FEFF）开头；请将其保存为不带 BOM 的 UTF-8</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>unexpected text after the end of the JSON document</source>
        <translation>JSON 文档结束后还有多余的文本</translation>
    </message>
    <message>
        <source>a text longer than %1 characters; a run bundle allows no more here</source>
        <translation>文本超过 %1 个字符；运行记录包在此处不允许更长</translation>
    </message>
    <message>
        <source>a raw control character (U+%1) inside a string; write it as an escape such as \n, \t or \u%1</source>
        <translation>字符串中有未转义的控制字符（U+%1）；请写成转义形式，如 \n、\t 或 \u%1</translation>
    </message>
    <message>
        <source>the file ends inside a string</source>
        <translation>文件在字符串内部结束</translation>
    </message>
    <message>
        <source>\u must be followed by four hexadecimal digits</source>
        <translation>\u 后面必须跟四位十六进制数字</translation>
    </message>
    <message>
        <source>U+0000 (NUL) is not allowed in a run bundle: the database cannot store it everywhere</source>
        <translation>运行记录包中不允许出现 U+0000（NUL）：数据库无法在所有地方存储它</translation>
    </message>
    <message>
        <source>a lone low surrogate \u%1 (it must follow a high surrogate \uD800-\uDBFF)</source>
        <translation>孤立的低代理项 \u%1（它必须跟在高代理项 \uD800-\uDBFF 之后）</translation>
    </message>
    <message>
        <source>a lone high surrogate \u%1 (it must be followed by a low surrogate \uDC00-\uDFFF)</source>
        <translation>孤立的高代理项 \u%1（其后必须跟低代理项 \uDC00-\uDFFF）</translation>
    </message>
    <message>
        <source>an invalid escape \%1 (JSON knows \&quot; \\ \/ \b \f \n \r \t and \uXXXX)</source>
        <translation>无效的转义 \%1（JSON 只认识 \&quot; \\ \/ \b \f \n \r \t 和 \uXXXX）</translation>
    </message>
    <message>
        <source>bytes that are not UTF-8 inside a string</source>
        <translation>字符串中含有非 UTF-8 字节</translation>
    </message>
    <message>
        <source>not a JSON number (JSON numbers look like 12, -0.5 or 1.5e9: no leading &apos;+&apos;, &apos;.&apos; or zeros, no NaN, Infinity or hexadecimal)</source>
        <translation>不是 JSON 数字（JSON 数字形如 12、-0.5 或 1.5e9：不能以“+”“.”或多余的 0 开头，不能是 NaN、Infinity 或十六进制）</translation>
    </message>
    <message>
        <source>the integer %1 cannot be stored exactly: beyond 2^53 (9007199254740992) a JSON number loses digits</source>
        <translation>整数 %1 无法精确存储：超过 2^53（9007199254740992）后 JSON 数字会丢失位数</translation>
    </message>
    <message>
        <source>the number %1 is out of the range of a double</source>
        <translation>数字 %1 超出双精度浮点数的范围</translation>
    </message>
    <message>
        <source>unexpected character; expected a JSON value (an object, array, string, number, true, false or null)</source>
        <translation>意外的字符；此处应为 JSON 值（对象、数组、字符串、数字、true、false 或 null）</translation>
    </message>
    <message>
        <source>the file ends where a value should be (is it truncated?)</source>
        <translation>文件在应有值的位置结束（是否被截断？）</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>嵌套深度超过 %1 层</translation>
    </message>
    <message>
        <source>the file ends inside an object (is it truncated?)</source>
        <translation>文件在对象内部结束（是否被截断？）</translation>
    </message>
    <message>
        <source>expected a key in double quotes</source>
        <translation>此处应为双引号括起的键</translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; appears twice in one object; a run bundle names each field once</source>
        <translation>键“%1”在同一对象中出现两次；运行记录包中每个字段只能出现一次</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a key</source>
        <translation>键之后应为“:”</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; after a value in an object</source>
        <translation>对象中的值之后应为“,”或“}”</translation>
    </message>
    <message>
        <source>more than %1 elements; a run bundle allows no more here</source>
        <translation>超过 %1 个元素；运行记录包在此处不允许更多</translation>
    </message>
    <message>
        <source>the file ends inside an array (is it truncated?)</source>
        <translation>文件在数组内部结束（是否被截断？）</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; after a value in an array</source>
        <translation>数组中的值之后应为“,”或“]”</translation>
    </message>
</context>
<context>
    <name>roofline::cli::CatalogCommand</name>
    <message>
        <source>list GPU profiles, LLM specs and number formats</source>
        <translation>列出 GPU 配置、LLM 规格和数值格式</translation>
    </message>
    <message>
        <source>List the catalog: &apos;gpus&apos;, &apos;models&apos; or &apos;formats&apos;.</source>
        <translation>列出目录：&apos;gpus&apos;、&apos;models&apos; 或 &apos;formats&apos;。</translation>
    </message>
    <message>
        <source>gpus | models | formats</source>
        <translation>gpus | models | formats</translation>
    </message>
    <message>
        <source>say what to list: gpus, models or formats</source>
        <translation>请指定要列出的内容：gpus、models 或 formats</translation>
    </message>
    <message>
        <source>catalog warning: %1</source>
        <translation>目录警告：%1</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>Params</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>注意力头</translation>
    </message>
    <message>
        <source>KV</source>
        <translation>KV</translation>
    </message>
    <message>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>Exp</source>
        <translation>指数</translation>
    </message>
    <message>
        <source>Mant</source>
        <translation>尾数</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>Epsilon</source>
        <translation>Epsilon</translation>
    </message>
    <message>
        <source>
Same exponent width, same range (precision is what differs):
</source>
        <translation>
指数位宽相同、范围相同（区别在于精度）:
</translation>
    </message>
    <message>
        <source>unknown list &apos;%1&apos;: use gpus, models or formats</source>
        <translation>未知列表 &apos;%1&apos;：请使用 gpus、models 或 formats</translation>
    </message>
    <message>
        <source>MLA %1/token</source>
        <translation>MLA %1/token</translation>
    </message>
    <message>
        <source>, window %1 on %2/%3</source>
        <translation>，窗口 %1，作用于 %2/%3 层</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
</context>
<context>
    <name>roofline::cli::CheckCommand</name>
    <message>
        <source>exit non-zero when a node regressed beyond noise</source>
        <translation>当某个节点的退化超出噪声时以非零状态退出</translation>
    </message>
    <message>
        <source>host name</source>
        <translation>主机名</translation>
    </message>
    <message>
        <source>device id, name or UUID (cpu, cuda:0, ...)</source>
        <translation>设备 ID、名称或 UUID（cpu、cuda:0、...）</translation>
    </message>
    <message>
        <source>the run to check (default: the latest)</source>
        <translation>要检查的运行记录（默认：最新的一个）</translation>
    </message>
    <message>
        <source>a run to compare against</source>
        <translation>用作对比的运行记录</translation>
    </message>
    <message>
        <source>median of this many earlier runs (default 5)</source>
        <translation>取这么多个较早运行记录的中位数（默认 5）</translation>
    </message>
    <message>
        <source>--last: must be a positive number</source>
        <translation>--last：必须是正数</translation>
    </message>
    <message>
        <source>give --host and --device (or --run ID)</source>
        <translation>请提供 --host 和 --device（或 --run ID）</translation>
    </message>
    <message numerus="yes">
        <source>REGRESSED: %n measurement(s) worse beyond noise.</source>
        <translation>
            <numerusform>退化：%n 项测量变差且超出噪声。</numerusform>
        </translation>
    </message>
    <message>
        <source>OK: nothing worse beyond noise.</source>
        <translation>OK：没有超出噪声的退化。</translation>
    </message>
    <message>
        <source>CANNOT TELL: the runs measured nothing in common.</source>
        <translation>无法判断：这些运行记录没有测量任何相同的内容。</translation>
    </message>
    <message>
        <source>write the verdicts as JUnit XML to FILE (one test case per figure)</source>
        <translation>将结论以 JUnit XML 写入 FILE（每个指标一个测试用例）</translation>
    </message>
    <message>
        <source>write a Markdown summary of the verdicts to FILE</source>
        <translation>将结论的 Markdown 摘要写入 FILE</translation>
    </message>
    <message>
        <source>what fails: slower (default) or uncertain (slower or uncertain figures)</source>
        <translation>何时失败：slower（默认）或 uncertain（更慢或不确定的指标）</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Check the latest complete run of a host and device against its baseline: a chosen run (--baseline ID) or the median of the previous N complete runs (--last N, default 5). Each measurement&apos;s baseline is of the newest runs that measured it undisturbed; its verdict is faster, slower, same or uncertain, with the change and its interval. --junit and --markdown write the verdicts for CI.

Exit status:
  0  not regressed: nothing worse beyond noise
  1  error (the database cannot be read, an unknown --run or --baseline)
  2  usage error
  4  regressed: at least one measurement worse beyond its noise (with --fail-on uncertain: or uncertain)
  5  cannot tell: no earlier complete run to compare with, or none measured the same things
  6  not found: no complete run of --device on --host (the name the runs were stored under: &apos;roofline runs list&apos; shows it)</source>
        <translation>检查某主机和设备最新的完整运行与其基线的差异：选定的运行（--baseline ID）或之前 N 次完整运行的中位数（--last N，默认 5）。每个测量值的基线取自最近未受干扰地测量它的运行；其结论为 faster、slower、same 或 uncertain，并给出变化及其区间。--junit 和 --markdown 为 CI 写出结论。

退出状态：
  0  未退化：没有超出噪声的变差
  1  错误（无法读取数据库，未知的 --run 或 --baseline）
  2  用法错误
  4  已退化：至少一个测量值变差超出其噪声（使用 --fail-on uncertain 时：或不确定）
  5  无法判断：没有可比较的先前完整运行，或没有测量相同内容
  6  未找到：--host 上没有 --device 的完整运行（运行存储时使用的名称：&apos;roofline runs list&apos; 可显示）</translation>
    </message>
    <message>
        <source>--fail-on: must be slower or uncertain</source>
        <translation>--fail-on：必须为 slower 或 uncertain</translation>
    </message>
    <message>
        <source>%1 · %2: run %3</source>
        <translation>%1 · %2：运行 %3</translation>
    </message>
    <message>
        <source>against the median of up to %1 earlier runs per measurement</source>
        <translation>对比每个测量值最多 %1 次先前运行的中位数</translation>
    </message>
    <message>
        <source>against run %1</source>
        <translation>对比运行 %1</translation>
    </message>
    <message>
        <source>run %1 (%2, %3) against %4 earlier run(s) (a measurement&apos;s median of up to %5): %6 measurements compared
</source>
        <translation>运行 %1（%2，%3）对比 %4 次先前运行（每个测量值最多取 %5 次的中位数）：比较了 %6 个测量值
</translation>
    </message>
    <message>
        <source>REGRESSED</source>
        <translation>已退化</translation>
    </message>
    <message>
        <source>UNCERTAIN</source>
        <translation>不确定</translation>
    </message>
    <message>
        <source>improved </source>
        <translation>已改进 </translation>
    </message>
    <message numerus="yes">
        <source>UNCERTAIN: %n measurement(s) too noisy or disturbed to tell.</source>
        <translation>
            <numerusform>不确定：%n 个测量值噪声太大或受干扰，无法判断。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n measurement(s) uncertain.</source>
        <translation>
            <numerusform>%n 个测量值不确定。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::cli::CliApp</name>
    <message>
        <source>Usage: roofline [--db PATH] [--json] [--lang CODE] COMMAND [OPTIONS]

Measure and explain the roofline of this machine&apos;s GPUs and CPU.

Commands:
</source>
        <translation>用法：roofline [--db PATH] [--json] [--lang CODE] COMMAND [OPTIONS]

测量并解释本机 GPU 和 CPU 的屋顶线。

命令:
</translation>
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
        <translation>
全局选项：
  --db PATH      数据库（默认：ROOFLINE_DB 或应用数据文件夹）
  --json         在 stdout 上输出机器可读的结果（一个 JSON 文档）
  --lang CODE    用户界面语言（en、de、zh_CN）
  -h, --help     显示此帮助；放在命令名之后则显示该命令的帮助
  --version      显示版本

运行 &apos;roofline COMMAND --help&apos; 查看命令的选项。
</translation>
    </message>
    <message>
        <source>needs a path</source>
        <translation>需要一个路径</translation>
    </message>
    <message>
        <source>needs a language code</source>
        <translation>需要一个语言代码</translation>
    </message>
    <message>
        <source>no translation &apos;%1&apos;; available: %2</source>
        <translation>没有 &apos;%1&apos; 的翻译；可用：%2</translation>
    </message>
    <message>
        <source>unknown command; run &apos;roofline --help&apos; for the list</source>
        <translation>未知命令；运行 &apos;roofline --help&apos; 查看命令列表</translation>
    </message>
    <message>
        <source>is empty; give a database file or a postgresql://user@host:port/dbname URL (leave --db out for the default)</source>
        <translation>为空；请给出数据库文件或 postgresql://user@host:port/dbname URL（使用默认数据库时请省略 --db）</translation>
    </message>
</context>
<context>
    <name>roofline::cli::CompareCommand</name>
    <message>
        <source>compare stored runs, flagging changes beyond noise</source>
        <translation>对比已存储的运行记录，并标记超出噪声的变化</translation>
    </message>
    <message>
        <source>run ids or UUIDs</source>
        <translation>运行记录 ID 或 UUID</translation>
    </message>
    <message>
        <source>list only rows that changed beyond noise</source>
        <translation>仅列出变化超出噪声的行</translation>
    </message>
    <message>
        <source>give between 2 and 12 run ids</source>
        <translation>请提供 2 到 12 个运行记录 ID</translation>
    </message>
    <message>
        <source>--baseline: must be between 0 and %1</source>
        <translation>--baseline：必须介于 0 和 %1 之间</translation>
    </message>
    <message>
        <source>run %1 vs baseline %2: %3 better, %4 worse, %5 within noise, %6 missing (&apos;!&apos; = beyond noise)
</source>
        <translation>运行记录 %1 对比基准 %2：%3 项更好，%4 项更差，%5 项在噪声范围内，%6 项缺失（&apos;!&apos; = 超出噪声）
</translation>
    </message>
    <message>
        <source>Compare 2 to 12 stored runs: the same measurements side by side, the ratio to the baseline (the earliest run unless --baseline), and a flag where the difference is beyond the measured noise.</source>
        <translation>比较 2 到 12 个已存储的运行：相同的测量并列显示、相对基准的比值（除非指定 --baseline，否则为最早的运行），以及差异超出测得噪声时的标记。</translation>
    </message>
    <message>
        <source>index (0-based) of the baseline run (default: the earliest)</source>
        <translation>基准运行的索引（从 0 开始；默认：最早的运行）</translation>
    </message>
    <message>
        <source>also set imported runs&apos; headline figures (another tool&apos;s STREAM triad, clpeak peak, …) beside ours; by default a figure is compared only with the same figure of the same tool</source>
        <translation>也将导入运行的标题数值（其他工具的 STREAM triad、clpeak 峰值等）与我们的并列；默认只与同一工具的同一数值比较</translation>
    </message>
    <message>
        <source>--fail-on: must be slower or uncertain</source>
        <translation>--fail-on：必须为 slower 或 uncertain</translation>
    </message>
    <message>
        <source>%1 · %2: run %3</source>
        <translation>%1 · %2：运行 %3</translation>
    </message>
    <message>
        <source>against run %1</source>
        <translation>对比运行 %1</translation>
    </message>
</context>
<context>
    <name>roofline::cli::DevicesCommand</name>
    <message>
        <source>list the devices that can be probed here</source>
        <translation>列出此处可探测的设备</translation>
    </message>
    <message>
        <source>List the devices roofline-probe sees: the CPU, and each CUDA device with the reason when it cannot be used.</source>
        <translation>列出 roofline-probe 可见的设备：CPU，以及每个 CUDA 设备（不可用时附带原因）。</translation>
    </message>
    <message>
        <source>cannot start the measurement engine %1: %2</source>
        <translation>无法启动测量引擎 %1：%2</translation>
    </message>
    <message>
        <source>the measurement engine did not answer within a minute</source>
        <translation>测量引擎在一分钟内没有响应</translation>
    </message>
    <message>
        <source>available</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>unavailable: %1</source>
        <translation>不可用：%1</translation>
    </message>
</context>
<context>
    <name>roofline::cli::FleetCommand</name>
    <message>
        <source>every node&apos;s latest run, % of spec, trend and regression flag</source>
        <translation>每个节点的最新运行记录、占规格百分比、趋势和退化标记</translation>
    </message>
    <message>
        <source>write the fleet report to FILE</source>
        <translation>将机群报告写入 FILE</translation>
    </message>
    <message>
        <source>reports need the Qt GUI libraries</source>
        <translation>生成报告需要 Qt GUI 库</translation>
    </message>
    <message>
        <source>checking nodes %1–%2 of %3</source>
        <translation>正在检查第 %1–%2 个节点（共 %3 个）</translation>
    </message>
    <message>
        <source>HOST</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>LATEST</source>
        <translation>最新</translation>
    </message>
    <message>
        <source>MEMORY BW</source>
        <translation>内存带宽</translation>
    </message>
    <message>
        <source>SPEC</source>
        <translation>占规格</translation>
    </message>
    <message>
        <source>TREND</source>
        <translation>趋势</translation>
    </message>
    <message>
        <source>FLAG</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>none complete</source>
        <translation>无已完成记录</translation>
    </message>
    <message>
        <source>The fleet view: one row per host and device with its latest complete run, the headline figures (memory bandwidth, peak FLOP/s), the fraction of the matched GPU spec, a trend arrow and a regression flag. The latest run is checked against the median of the previous N complete runs (--last, default 5) as &apos;roofline check&apos; does, and ranked among the nodes of the same hardware and build: a node far below its peers (robust z-score ≤ −3.5 and 5 % below their median) is marked DRAIN with the reason. -o writes the fleet report: .pdf, .html, .csv or .json by suffix.</source>
        <translation>集群视图：每个主机和设备一行，包含最新的完整运行、关键指标（内存带宽、FLOP/s 峰值）、相对匹配 GPU 规格的比例、趋势箭头和退化标记。最新运行会像 &apos;roofline check&apos; 一样对比之前 N 次完整运行的中位数（--last，默认 5），并在相同硬件和版本的节点中排名：远低于同类的节点（稳健 z 分数 ≤ −3.5 且低于其中位数 5 %）会被标记为 DRAIN 并给出原因。-o 写出集群报告：按后缀为 .pdf、.html、.csv 或 .json。</translation>
    </message>
    <message>
        <source>list only nodes that regressed or are outliers among their peers</source>
        <translation>只列出已退化或在同类节点中属于离群值的节点</translation>
    </message>
    <message>
        <source>AMONG PEERS</source>
        <translation>同类中</translation>
    </message>
    <message>
        <source> (short)</source>
        <translation>（简短）</translation>
    </message>
    <message>
        <source>    the latest run is a short one: figures it did not measure are from earlier runs
</source>
        <translation>    最新运行是一次简短运行：它未测量的指标取自先前的运行
</translation>
    </message>
    <message>
        <source>    drain: %1 (%2)
</source>
        <translation>    建议下线：%1（%2）
</translation>
    </message>
    <message numerus="yes">
        <source>    %n measurement(s) uncertain (too noisy or disturbed to tell)
</source>
        <translation>
            <numerusform>    %n 个测量值不确定（噪声太大或受干扰，无法判断）
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s), %1 flagged (latest run against the median of up to %2 earlier runs per measurement, and against the nodes of the same hardware and build)</source>
        <translation>
            <numerusform>%n 个节点，%1 个被标记（最新运行对比每个测量值最多 %2 次先前运行的中位数，并对比相同硬件和版本的节点）</numerusform>
        </translation>
    </message>
    <message>
        <source>    run %1 abandoned: its process stopped while measuring (no heartbeat for longer than the lease); what it stored is kept
</source>
        <translation>    运行 %1 已废弃：其进程在测量期间停止（超过租约时间没有心跳）；已存储的内容保留
</translation>
    </message>
    <message>
        <source>    run %1 is running (started %2)
</source>
        <translation>    运行 %1 正在进行（开始于 %2）
</translation>
    </message>
</context>
<context>
    <name>roofline::cli::ImportCommand</name>
    <message>
        <source>store other benchmark tools&apos; results (nccl-tests, nvbandwidth, …) as runs</source>
        <translation>将其他基准测试工具的结果（nccl-tests、nvbandwidth 等）存储为运行</translation>
    </message>
    <message>
        <source>Reads the output of another benchmark tool and stores it as a run, marked with
its tool: device &apos;&lt;tool&gt;/&lt;device&gt;&apos;, probes &apos;&lt;tool&gt;.&lt;test&gt;&apos;. Tools: %1.
The tool is detected from the content; --tool names it. Cells the tool did not
measure (N/A, missing, unknown units) are listed as notes, never stored as zeros.
Importing the same file again stores nothing new.</source>
        <translation>读取其他基准测试工具的输出并将其存储为运行，并标注其工具：
设备 &apos;&lt;tool&gt;/&lt;device&gt;&apos;，探针 &apos;&lt;tool&gt;.&lt;test&gt;&apos;。工具：%1。
工具由内容自动识别；--tool 可指定。工具未测量的单元格
（N/A、缺失、未知单位）列为注释，绝不存为零。
再次导入同一文件不会存储新内容。</translation>
    </message>
    <message>
        <source>Output files of the tool.</source>
        <translation>该工具的输出文件。</translation>
    </message>
    <message>
        <source>FILE...</source>
        <translation>文件...</translation>
    </message>
    <message>
        <source>The tool that wrote the files (default: auto).</source>
        <translation>生成这些文件的工具（默认：auto）。</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>The node the files come from, when they do not say.</source>
        <translation>文件来源的节点（当文件本身未注明时）。</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>The test, when the output does not name it (nccl-tests: all_reduce, …).</source>
        <translation>测试名称（当输出未注明时；nccl-tests：all_reduce 等）。</translation>
    </message>
    <message>
        <source>Read and check the files, store nothing.</source>
        <translation>读取并检查文件，不存储任何内容。</translation>
    </message>
    <message>
        <source>name the files to import</source>
        <translation>请指定要导入的文件</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>%1
Nothing was imported.</source>
        <translation>%1
未导入任何内容。</translation>
    </message>
    <message>
        <source>%1: %2 (%3)
</source>
        <translation>%1：%2（%3）
</translation>
    </message>
    <message numerus="yes">
        <source>  %1  %2 on %3, %n measurement(s)
</source>
        <translation>
            <numerusform>  %1  %2（%3），%n 个测量值
</numerusform>
        </translation>
    </message>
    <message>
        <source>  note: %1: %2
</source>
        <translation>  注：%1：%2
</translation>
    </message>
    <message>
        <source>dry run: nothing stored</source>
        <translation>试运行：未存储任何内容</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) imported</source>
        <translation>
            <numerusform>已导入 %n 个运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n already stored</source>
        <translation>
            <numerusform>，%n 个已存储</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::cli::KernelsCommand</name>
    <message>
        <source>The run whose roofs apply.</source>
        <translation>所采用屋顶的运行。</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>The file&apos;s format (default: auto).</source>
        <translation>文件格式（默认：auto）。</translation>
    </message>
    <message>
        <source>TAG</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>wrong number of arguments; see &apos;roofline kernels --help&apos;</source>
        <translation>参数数量错误；参见 &apos;roofline kernels --help&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a kernel id</source>
        <translation>“%1”不是内核 ID</translation>
    </message>
    <message>
        <source>note: %1: %2
</source>
        <translation>注：%1：%2
</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s) imported</source>
        <translation>
            <numerusform>已导入 %n 个内核</numerusform>
        </translation>
    </message>
    <message>
        <source>must be a run number</source>
        <translation>必须是运行编号</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <source>no run</source>
        <translation>无运行</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s)</source>
        <translation>
            <numerusform>%n 个内核</numerusform>
        </translation>
    </message>
    <message>
        <source>removed kernel %1</source>
        <translation>已删除内核 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n launch(es), %3)
</source>
        <translation>
            <numerusform>%1（%2，%n 次启动，%3）
</numerusform>
        </translation>
    </message>
    <message>
        <source>  %1 at %2: %3 FLOP/B, %4 of %5 attainable (%6 %), %7-bound%8
</source>
        <translation>  %1 于 %2：%3 FLOP/B，%4 / 可达 %5（%6 %），受%7限制%8
</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>; far below both roofs: latency or occupancy limit it</source>
        <translation>；远低于两个屋顶：受延迟或占用率限制</translation>
    </message>
    <message>
        <source>  note: %1
</source>
        <translation>  注：%1
</translation>
    </message>
    <message>
        <source>runs %1 and %2 have no kernel name in common (%3 and %4 kernel name(s); attach kernels with &apos;roofline kernels import FILE --run ID&apos;)</source>
        <translation>运行 %1 和 %2 没有共同的内核名（分别为 %3 和 %4 个内核名；用“roofline kernels import 文件 --run ID”附加内核）</translation>
    </message>
    <message>
        <source>no roof</source>
        <translation>无屋顶</translation>
    </message>
    <message>
        <source>%1 (%2 %, %3)</source>
        <translation>%1（%2 %，%3）</translation>
    </message>
    <message>
        <source>run %1 → run %2
</source>
        <translation>运行 %1 → 运行 %2
</translation>
    </message>
    <message>
        <source>%1: %2 → %3 per launch (speed-up %4×)</source>
        <translation>%1：每次启动 %2 → %3（加速比 %4×）</translation>
    </message>
    <message>
        <source>; %1 at %2: %3 → %4%5</source>
        <translation>；%1 于 %2：%3 → %4%5</translation>
    </message>
    <message>
        <source>; the bound changed</source>
        <translation>；瓶颈已改变</translation>
    </message>
    <message>
        <source>only on run %1: %2
</source>
        <translation>仅在运行 %1 上：%2
</translation>
    </message>
    <message>
        <source>ncu, rocprof: one point per launch, not per kernel name.</source>
        <translation>ncu、rocprof：每次启动一个点，而不是每个内核名一个点。</translation>
    </message>
    <message>
        <source>your kernels (ncu, rocprof, CSV, JSON) on a run&apos;s measured roofs</source>
        <translation>您的内核（ncu、rocprof、CSV、JSON）位于某次运行的实测屋顶线上</translation>
    </message>
    <message>
        <source>say which run: --run ID</source>
        <translation>请指定运行：--run ID</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of csv, json</source>
        <translation>&apos;%1&apos; 不是 csv 或 json</translation>
    </message>
    <message>
        <source>run %1 has no kernels (attach them with &apos;roofline kernels import FILE --run %1&apos;)</source>
        <translation>运行 %1 没有内核（用 &apos;roofline kernels import FILE --run %1&apos; 附加）</translation>
    </message>
    <message>
        <source>run %1 has no kernel tagged &apos;%2&apos;</source>
        <translation>运行 %1 没有标签为 &apos;%2&apos; 的内核</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s) of run %1 on its roofs written to %2</source>
        <translation>
            <numerusform>已将运行 %1 的 %n 个内核及其屋顶写入 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Your kernels on the measured roofline of a stored run.
  import FILE [--run ID] [--tool auto|csv|json|ncu|rocprof] [--per-instance]
  list [--run ID] [--tag TAG]
  show ID       the kernel on its run&apos;s roofs: intensity, % of attainable, bound
  compare RUN_A RUN_B   the same kernels on two runs: speed-up, % of attainable
                        on each, the bound that changed (exit 5: none in common)
  export --run ID [--tag TAG] [-o FILE] [--format csv|json]
                the run&apos;s measured roofs and its kernels placed on them
  remove ID</source>
        <translation>您的内核在已存储运行的实测屋顶线上。
  import FILE [--run ID] [--tool auto|csv|json|ncu|rocprof] [--per-instance]
  list [--run ID] [--tag TAG]
  show ID       内核在其运行屋顶上的位置：强度、可达上限的百分比、瓶颈
  compare RUN_A RUN_B   两次运行上的相同内核：加速比、各自可达上限的百分比、
                        改变的瓶颈（退出码 5：无共同内核）
  export --run ID [--tag TAG] [-o FILE] [--format csv|json]
                运行的实测屋顶及放置其上的内核
  remove ID</translation>
    </message>
    <message>
        <source>import | list | show | compare | export | remove</source>
        <translation>import | list | show | compare | export | remove</translation>
    </message>
    <message>
        <source>Only kernels with this tag (list, export).</source>
        <translation>仅带此标签的内核（list、export）。</translation>
    </message>
    <message>
        <source>export: write to FILE (default: stdout).</source>
        <translation>export：写入 FILE（默认：标准输出）。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>export: csv (default) or json.</source>
        <translation>export：csv（默认）或 json。</translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>say what to do: import, list, show, compare, export or remove</source>
        <translation>请说明要做什么：import、list、show、compare、export 或 remove</translation>
    </message>
</context>
<context>
    <name>roofline::cli::ModelCommand</name>
    <message>
        <source>analytic roofline of one LLM inference step</source>
        <translation>单个 LLM 推理步骤的解析屋顶线</translation>
    </message>
    <message>
        <source>catalog or user model id (see &apos;roofline catalog models&apos;)</source>
        <translation>目录或用户模型 ID（参见 &apos;roofline catalog models&apos;）</translation>
    </message>
    <message>
        <source>parameter count, for the seeds&apos; params-only formula</source>
        <translation>参数量，用于预置条目的仅参数量公式</translation>
    </message>
    <message>
        <source>decoder layers</source>
        <translation>解码器层数</translation>
    </message>
    <message>
        <source>hidden size</source>
        <translation>隐藏层大小</translation>
    </message>
    <message>
        <source>query heads</source>
        <translation>查询头数</translation>
    </message>
    <message>
        <source>key/value heads</source>
        <translation>键/值头数</translation>
    </message>
    <message>
        <source>size of one head (default d-model / heads)</source>
        <translation>单个头的大小（默认 d-model / heads）</translation>
    </message>
    <message>
        <source>feed-forward (per-expert) intermediate size</source>
        <translation>前馈层（每个专家）的中间维度</translation>
    </message>
    <message>
        <source>vocabulary size</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>mixture-of-experts: experts per layer</source>
        <translation>混合专家：每层的专家数</translation>
    </message>
    <message>
        <source>mixture-of-experts: experts each token uses</source>
        <translation>混合专家：每个 token 使用的专家数</translation>
    </message>
    <message>
        <source>the output head shares the embedding table</source>
        <translation>输出头与嵌入表共享权重</translation>
    </message>
    <message>
        <source>catalog or user GPU id (see &apos;roofline catalog gpus&apos;)</source>
        <translation>目录或用户 GPU ID（参见 &apos;roofline catalog gpus&apos;）</translation>
    </message>
    <message>
        <source>use the measured ceilings of a stored run</source>
        <translation>使用已存储运行记录的实测上限</translation>
    </message>
    <message>
        <source>memory bandwidth in B/s, e.g. 3.35e12</source>
        <translation>内存带宽，单位 B/s，例如 3.35e12</translation>
    </message>
    <message>
        <source>peak compute in FLOP/s, e.g. 990e12</source>
        <translation>峰值算力，单位 FLOP/s，例如 990e12</translation>
    </message>
    <message>
        <source>decode (one token per sequence) or prefill (the whole prompt)</source>
        <translation>decode（每个序列一个 token）或 prefill（整个提示）</translation>
    </message>
    <message>
        <source>sequences processed at once (default 1)</source>
        <translation>同时处理的序列数（默认 1）</translation>
    </message>
    <message>
        <source>decode: tokens already in the sequence; prefill: prompt length</source>
        <translation>decode：序列中已有的 token 数；prefill：提示长度</translation>
    </message>
    <message>
        <source>query heads per key/value head (overrides the model&apos;s)</source>
        <translation>每个键/值头对应的查询头数（覆盖模型自身的值）</translation>
    </message>
    <message>
        <source>fraction of peak bandwidth the kernels reach, 0 &lt; E &lt;= 1 (default 1)</source>
        <translation>内核达到的峰值带宽比例，0 &lt; E &lt;= 1（默认 1）</translation>
    </message>
    <message>
        <source>seconds per kernel launch (default: measured, else 2.5e-6)</source>
        <translation>每次内核启动的秒数（默认：实测值，否则为 2.5e-6）</translation>
    </message>
    <message>
        <source>bytes kept free besides weights and KV cache (default 1e9 + activations)</source>
        <translation>除权重和 KV 缓存外需保留的空闲字节数（默认 1e9 + 激活）</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>意外的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--params: must be a positive parameter count</source>
        <translation>--params：必须是正的参数量</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 参数</translation>
    </message>
    <message>
        <source>custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <source>give exactly one of --gpu ID, --run RUN_ID, or --bandwidth and --peak</source>
        <translation>请只提供以下之一：--gpu ID、--run RUN_ID，或 --bandwidth 加 --peak</translation>
    </message>
    <message>
        <source>--bandwidth and --peak go together</source>
        <translation>--bandwidth 和 --peak 需同时提供</translation>
    </message>
    <message>
        <source>--peak: must be positive</source>
        <translation>--peak：必须为正数</translation>
    </message>
    <message>
        <source>--memory: must be positive</source>
        <translation>--memory：必须为正数</translation>
    </message>
    <message>
        <source>custom hardware</source>
        <translation>自定义硬件</translation>
    </message>
    <message>
        <source>--phase: must be decode or prefill</source>
        <translation>--phase：必须为 decode 或 prefill</translation>
    </message>
    <message>
        <source>--gqa: must be at least 1</source>
        <translation>--gqa：必须至少为 1</translation>
    </message>
    <message>
        <source>expects a whole number, got &apos;%1&apos;</source>
        <translation>需要整数，实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expects a number, got &apos;%1&apos;</source>
        <translation>需要数字，实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 of the %2 layers windowed, as %3 of %4 were</source>
        <translation>%2 层中有 %1 层使用窗口，与原先 %4 层中 %3 层的比例相同</translation>
    </message>
    <message>
        <source>unknown id &apos;%1&apos;: neither the catalog nor this database has it; &apos;roofline catalog models&apos; lists them</source>
        <translation>未知 ID &apos;%1&apos;：目录和此数据库中都没有；&apos;roofline catalog models&apos; 可列出所有模型</translation>
    </message>
    <message>
        <source>unknown id &apos;%1&apos;: neither the catalog nor this database has it; &apos;roofline catalog gpus&apos; lists them</source>
        <translation>未知 ID &apos;%1&apos;：目录和此数据库中都没有；&apos;roofline catalog gpus&apos; 可列出所有 GPU</translation>
    </message>
    <message>
        <source>The analytic roofline of one LLM inference step: which of the clocks (memory, compute, launch overhead, and with tensor parallelism the link) sets its time, overlapped and kernel group by kernel group.</source>
        <translation>单个 LLM 推理步的分析屋顶线：哪一个时钟（内存、计算、启动开销，张量并行时还有互连）决定其耗时，分别按重叠方式和逐个内核组计算。</translation>
    </message>
    <message>
        <source>a Hugging Face config.json to read the model from</source>
        <translation>从中读取模型的 Hugging Face config.json</translation>
    </message>
    <message>
        <source>the longest context the model supports, for the context check</source>
        <translation>模型支持的最长上下文，用于上下文检查</translation>
    </message>
    <message>
        <source>tokens a windowed layer attends to</source>
        <translation>窗口层关注的 token 数</translation>
    </message>
    <message>
        <source>how many layers use the sliding window</source>
        <translation>使用滑动窗口的层数</translation>
    </message>
    <message>
        <source>memory capacity in bytes, for the fit check (replaces the hardware&apos;s)</source>
        <translation>内存容量（字节），用于容量检查（替换硬件自身的容量）</translation>
    </message>
    <message>
        <source>format of the linear layers: fp32 tf32 fp16 bf16 fp8 int8 int4 fp4 mxfp4 nvfp4 (default: the checkpoint&apos;s, else bf16; 16/32-bit floats recast the whole model)</source>
        <translation>线性层格式：fp32 tf32 fp16 bf16 fp8 int8 int4 fp4 mxfp4 nvfp4（默认：检查点自身的格式，否则为 bf16；16/32 位浮点会转换整个模型）</translation>
    </message>
    <message>
        <source>format of the attention projections (default: --weights)</source>
        <translation>注意力投影的格式（默认：--weights）</translation>
    </message>
    <message>
        <source>format of the feed-forward and expert weights (default: --weights)</source>
        <translation>前馈网络与专家权重的格式（默认：--weights）</translation>
    </message>
    <message>
        <source>format of the embedding table (default: the model&apos;s dtype)</source>
        <translation>嵌入表的格式（默认：模型数据类型）</translation>
    </message>
    <message>
        <source>format of the output head (default: the model&apos;s dtype)</source>
        <translation>输出头的格式（默认：模型数据类型）</translation>
    </message>
    <message>
        <source>KV-cache format (default: the model&apos;s dtype, as engines&apos; &apos;auto&apos;)</source>
        <translation>KV 缓存格式（默认：模型数据类型，与推理引擎的 &apos;auto&apos; 相同）</translation>
    </message>
    <message>
        <source>activation format (default: the model&apos;s dtype)</source>
        <translation>激活格式（默认：模型数据类型）</translation>
    </message>
    <message>
        <source>format the GEMMs multiply in (default: see docs/model/precision.md)</source>
        <translation>GEMM 的计算格式（默认：见 docs/model/precision.md）</translation>
    </message>
    <message>
        <source>fraction of peak FLOP/s the kernels reach (MFU), 0 &lt; E &lt;= 1 (default 1)</source>
        <translation>内核达到的峰值 FLOP/s 比例（MFU），0 &lt; E &lt;= 1（默认 1）</translation>
    </message>
    <message>
        <source>tensor parallelism: GPUs the model is split over (default 1)</source>
        <translation>张量并行：模型切分到的 GPU 数（默认 1）</translation>
    </message>
    <message>
        <source>bytes per second each way between the GPUs (default: the GPU&apos;s peer link, a measured run&apos;s peer copy)</source>
        <translation>GPU 之间每个方向的字节/秒（默认：GPU 的点对点互连，或实测运行的点对点拷贝）</translation>
    </message>
    <message>
        <source>seconds per all-reduce on top of its bytes (default 0)</source>
        <translation>每次 all-reduce 在字节传输之外的秒数（默认 0）</translation>
    </message>
    <message>
        <source>exit with status 1 when the step does not fit in memory or the model&apos;s context</source>
        <translation>当该步放不进内存或超出模型上下文时以状态 1 退出</translation>
    </message>
    <message>
        <source>give --model or --config, not both</source>
        <translation>请给出 --model 或 --config，不能同时给出</translation>
    </message>
    <message>
        <source>--params describes a params-only model; it cannot change the architecture of --model or --config</source>
        <translation>--params 描述的是仅含参数量的模型；它不能修改 --model 或 --config 的架构</translation>
    </message>
    <message>
        <source>--config %1: %2</source>
        <translation>--config %1：%2</translation>
    </message>
    <message>
        <source>config: %1</source>
        <translation>配置：%1</translation>
    </message>
    <message>
        <source>Changed from %1: %2</source>
        <translation>相对 %1 的修改：%2</translation>
    </message>
    <message>
        <source>%1 (changed)</source>
        <translation>%1（已修改）</translation>
    </message>
    <message>
        <source>give --model ID, --config PATH, --params N, or a full architecture (--layers --d-model --heads --ffn --vocab)</source>
        <translation>请给出 --model ID、--config 路径、--params N 或完整架构（--layers --d-model --heads --ffn --vocab）</translation>
    </message>
    <message>
        <source>Memory capacity %1 instead of the hardware&apos;s %2 (--memory).</source>
        <translation>内存容量使用 %1，而非硬件的 %2（--memory）。</translation>
    </message>
    <message>
        <source>--link-bandwidth and --link-latency time the all-reduces of tensor parallelism: give --tp N (N &gt; 1) with them</source>
        <translation>--link-bandwidth 和 --link-latency 用于计算张量并行的 all-reduce：请同时给出 --tp N（N &gt; 1）</translation>
    </message>
    <message>
        <source>--require-fit: %1 needed, %2 available</source>
        <translation>--require-fit：需要 %1，可用 %2</translation>
    </message>
    <message>
        <source>--require-fit: the context exceeds the model&apos;s maximum of %1</source>
        <translation>--require-fit：上下文超过模型的最大值 %1</translation>
    </message>
    <message>
        <source>--require-fit: the hardware states no memory capacity; give --memory</source>
        <translation>--require-fit：该硬件未给出内存容量；请给出 --memory</translation>
    </message>
    <message>
        <source>with --run: the step the run measured for this model, format and batch (roofline probe --llm) beside the analytic one, and the kernel efficiency it implies</source>
        <translation>与 --run 一起：该运行为此模型、格式和批大小测得的步骤（roofline probe --llm），与解析结果并列，并给出由此得出的内核效率</translation>
    </message>
    <message>
        <source>--measured needs --run RUN_ID: the run that measured the step</source>
        <translation>--measured 需要 --run 运行ID：测量该步骤的运行</translation>
    </message>
    <message>
        <source>Context %1 tokens, as run %2 measured it (--context).</source>
        <translation>上下文 %1 个 token，取自运行 %2 的测量（--context）。</translation>
    </message>
    <message>
        <source>Prompt of %1 tokens, as run %2 measured it (--context).</source>
        <translation>提示 %1 个 token，取自运行 %2 的测量（--context）。</translation>
    </message>
</context>
<context>
    <name>roofline::cli::ModelText</name>
    <message>
        <source>Kernel group</source>
        <translation>内核组</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Launches</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>互连</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>限制因素</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>sum (kernels one after another)</source>
        <translation>合计（内核依次执行）</translation>
    </message>
    <message>
        <source>%1 on %2: %3, batch %4, context %5
</source>
        <translation>%1 在 %2 上：%3，批大小 %4，上下文 %5
</translation>
    </message>
    <message>
        <source>Tensor parallel over %1 GPUs: the figures below are per GPU.
</source>
        <translation>在 %1 个 GPU 上张量并行：以下数值均为每个 GPU 的数值。
</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Formats (w/kv/act)</source>
        <translation>格式（权重/KV/激活）</translation>
    </message>
    <message>
        <source>Tensor formats</source>
        <translation>张量格式</translation>
    </message>
    <message>
        <source>attention %1, MLP %2, embedding %3, lm_head %4, attention scores in %5</source>
        <translation>注意力 %1，MLP %2，嵌入 %3，lm_head %4，注意力分数以 %5 计算</translation>
    </message>
    <message>
        <source>Arithmetic intensity</source>
        <translation>算术强度</translation>
    </message>
    <message>
        <source>%1 FLOP/byte</source>
        <translation>%1 FLOP/字节</translation>
    </message>
    <message>
        <source>Ridge point</source>
        <translation>脊点</translation>
    </message>
    <message>
        <source>Bytes moved</source>
        <translation>搬运字节数</translation>
    </message>
    <message>
        <source>  weights</source>
        <translation>  权重</translation>
    </message>
    <message>
        <source>  KV cache</source>
        <translation>  KV 缓存</translation>
    </message>
    <message>
        <source>%1 (%2 % of weights)</source>
        <translation>%1（权重的 %2 %）</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>Effective bandwidth</source>
        <translation>有效带宽</translation>
    </message>
    <message>
        <source>Peak compute</source>
        <translation>峰值算力</translation>
    </message>
    <message>
        <source>%1 (%2 at %3 % compute efficiency)</source>
        <translation>%1（计算效率 %3 % 时为 %2）</translation>
    </message>
    <message>
        <source>Memory time</source>
        <translation>内存耗时</translation>
    </message>
    <message>
        <source>Compute time</source>
        <translation>计算耗时</translation>
    </message>
    <message>
        <source>Overhead time</source>
        <translation>开销耗时</translation>
    </message>
    <message>
        <source>%1 (%2 launches × %3)</source>
        <translation>%1（%2 次启动 × %3）</translation>
    </message>
    <message>
        <source>Link time</source>
        <translation>互连耗时</translation>
    </message>
    <message>
        <source>%1 (%2 over %3 at %4, %5 collectives)</source>
        <translation>%1（经 %3 以 %4 传输 %2，%5 次集合通信）</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>单步耗时</translation>
    </message>
    <message>
        <source>%1 overlapped (the largest clock)</source>
        <translation>%1（重叠：取最长的时钟）</translation>
    </message>
    <message>
        <source>Step time, grouped</source>
        <translation>单步耗时（分组）</translation>
    </message>
    <message>
        <source>%1, one kernel group after another (%2: %3 % of it)</source>
        <translation>%1，各内核组依次执行（%2：占 %3 %）</translation>
    </message>
    <message>
        <source>Time per token</source>
        <translation>每 token 耗时</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>%1 tokens/s (grouped: %2)</source>
        <translation>%1 token/s（分组：%2）</translation>
    </message>
    <message>
        <source>Compute utilisation</source>
        <translation>算力利用率</translation>
    </message>
    <message>
        <source>With CUDA Graphs</source>
        <translation>使用 CUDA Graphs</translation>
    </message>
    <message>
        <source>%1 step, %2</source>
        <translation>每步 %1，%2</translation>
    </message>
    <message>
        <source>Memory required</source>
        <translation>所需内存</translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation>可装入内存</translation>
    </message>
    <message>
        <source>%1 (capacity %2)</source>
        <translation>%1（容量 %2）</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message numerus="yes">
        <source>
Measured on this device (%1, %2, %n sample(s)):
</source>
        <translation>
            <numerusform>
在此设备上测得（%1，%2，%n 个样本）：
</numerusform>
        </translation>
    </message>
    <message>
        <source>  step time          %1 (min %2, max %3, CoV %4 %)  analytic %5 (kernels one after another), %6 (overlapped)
</source>
        <translation>  步骤时间           %1（最小 %2，最大 %3，变异系数 %4 %）  解析 %5（内核依次执行），%6（重叠）
</translation>
    </message>
    <message>
        <source>  tokens/s           %1  analytic %2
</source>
        <translation>  词元/秒            %1  解析 %2
</translation>
    </message>
    <message>
        <source>  bound              %1 (%2 % of the time in memory-bound kernels)
</source>
        <translation>  瓶颈               %1（%2 % 的时间在受内存限制的内核中）
</translation>
    </message>
    <message>
        <source>  of the run&apos;s roofs %1 % of its DRAM bandwidth, MFU %2 % of its library GEMM peak
</source>
        <translation>  相对运行的上限     其 DRAM 带宽的 %1 %，MFU 为其库 GEMM 峰值的 %2 %
</translation>
    </message>
    <message>
        <source>  kernel efficiency: measured %1 % (analytic step at 100 % ÷ measured step; the measured kernels leave out embedding, norms and sampling)
</source>
        <translation>  内核效率：实测 %1 %（100 % 时的解析步骤 ÷ 实测步骤；实测内核不含嵌入、归一化和采样）
</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>未达到</translation>
    </message>
    <message>
        <source>  memory→compute flip measured at batch %1 (the knee of the measured steps), analytic at batch %2
</source>
        <translation>  内存→计算转折：实测在批大小 %1（实测步骤的拐点），解析在批大小 %2
</translation>
    </message>
    <message>
        <source>not for a CPU (a CPU step launches no kernels to replay)</source>
        <translation>不适用于 CPU（CPU 步骤不启动可重放的内核）</translation>
    </message>
    <message>
        <source>  of the run&apos;s roofs %1 % of the memory read it measured (%2), MFU %3 % of its library GEMM peak
</source>
        <translation>  相对运行的上限     其实测内存读取带宽（%2）的 %1 %，MFU 为其库 GEMM 峰值的 %3 %
</translation>
    </message>
</context>
<context>
    <name>roofline::cli::ProbeCommand</name>
    <message>
        <source>measure this machine and store the run</source>
        <translation>测量本机并存储运行记录</translation>
    </message>
    <message>
        <source>cpu, cuda:N or all (default cpu)</source>
        <translation>cpu、cuda:N 或 all（默认 cpu）</translation>
    </message>
    <message>
        <source>comma-separated probe ids</source>
        <translation>逗号分隔的探测 ID</translation>
    </message>
    <message>
        <source>free text stored with the run</source>
        <translation>随运行记录存储的自由文本</translation>
    </message>
    <message>
        <source>a tag for the run (repeatable)</source>
        <translation>运行记录的标签（可重复）</translation>
    </message>
    <message>
        <source>stop the engine after this many seconds</source>
        <translation>在这么多秒后停止引擎</translation>
    </message>
    <message>
        <source>measure and print, but store nothing</source>
        <translation>测量并输出，但不存储任何内容</translation>
    </message>
    <message>
        <source>--suite: must be quick, standard or full</source>
        <translation>--suite：必须为 quick、standard 或 full</translation>
    </message>
    <message>
        <source>[%1 %] %2 %3 (about %4 left)</source>
        <translation>[%1 %] %2 %3（约剩 %4）</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>cancelling after the current sample…</source>
        <translation>将在当前样本完成后取消…</translation>
    </message>
    <message numerus="yes">
        <source>run %1 (%2) on %3: %4, %n measurement(s)</source>
        <translation>
            <numerusform>运行记录 %1 (%2)，设备 %3：%4，%n 项测量</numerusform>
        </translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>longer than 255 bytes</source>
        <translation>超过 255 字节</translation>
    </message>
    <message>
        <source>must not contain blanks or control characters</source>
        <translation>不能包含空白或控制字符</translation>
    </message>
    <message>
        <source>Run the probe suite on this machine&apos;s devices and store the run (one per device). Ctrl-C cancels cleanly: what was measured is kept and the run is marked cancelled.

What the database does not take (read-only, disk full, a server restarting) is kept in a spool file and tried again while measuring and for --store-retry seconds after. Then it stays in the spool file, whose path is printed, and &apos;roofline runs import FILE&apos; stores it.

Exit status:
  0  measured and stored whole
  1  a run failed (engine error, crash, time cap, stopped responding); what it measured is stored
  2  usage error (nothing was measured)
  3  cancelled; what was measured is stored
  4  measured, but not stored whole: the runs are in the spool file named on stderr (&quot;spool&quot; in --json output); &apos;roofline runs import FILE&apos; completes them</source>
        <translation>在本机的设备上运行探测套件并保存运行记录（每个设备一个）。Ctrl-C 可干净地取消：已测得的数据会保留，运行记录标记为已取消。

数据库未接收的内容（只读、磁盘已满、服务器正在重启）会保存在一个暂存（spool）文件中，并在测量期间及之后 --store-retry 秒内重试。之后它留在暂存文件中（会打印其路径），用 &apos;roofline runs import FILE&apos; 即可保存。

退出状态：
  0  已测量并完整保存
  1  某个运行记录失败（引擎错误、崩溃、超出时间上限、停止响应）；已测得的数据已保存
  2  用法错误（未进行任何测量）
  3  已取消；已测得的数据已保存
  4  已测量，但未完整保存：运行记录保存在 stderr 上给出的暂存文件中（--json 输出中的 &quot;spool&quot;）；&apos;roofline runs import FILE&apos; 可将其补全</translation>
    </message>
    <message>
        <source>store the run under this host name (default $ROOFLINE_HOST, else the machine&apos;s; e.g. the Slurm node name)</source>
        <translation>以此主机名存储运行记录（默认 $ROOFLINE_HOST，否则为本机主机名；例如 Slurm 节点名）</translation>
    </message>
    <message>
        <source>fail before measuring unless a usable device of this kind (cpu, cuda) is selected (repeatable)</source>
        <translation>除非选中了此类（cpu、cuda）可用设备，否则在测量前失败（可重复）</translation>
    </message>
    <message>
        <source>keep what the database does not take in this folder (default: beside the database, else $XDG_STATE_HOME/roofline-lab/spool)</source>
        <translation>将数据库未接收的内容保存在此文件夹（默认：数据库旁边，否则为 $XDG_STATE_HOME/roofline-lab/spool）</translation>
    </message>
    <message>
        <source>after measuring, keep trying to store for this many seconds (default 30)</source>
        <translation>测量结束后继续尝试保存的秒数（默认 30）</translation>
    </message>
    <message>
        <source>report the engine as stopped responding after this many seconds without output (default 30; the engine writes at least every 2 s)</source>
        <translation>引擎在这么多秒内没有任何输出即视为停止响应（默认 30；引擎至少每 2 秒输出一次）</translation>
    </message>
    <message>
        <source>pass this argument on to roofline-probe (repeatable; e.g. --max-bytes 1M, for tests)</source>
        <translation>将此参数传给 roofline-probe（可重复；例如 --max-bytes 1M，用于测试）</translation>
    </message>
    <message>
        <source>--notes: %1</source>
        <translation>--notes：%1</translation>
    </message>
    <message>
        <source>--tag: %1</source>
        <translation>--tag：%1</translation>
    </message>
    <message>
        <source>--host: %1</source>
        <translation>--host：%1</translation>
    </message>
    <message>
        <source>ROOFLINE_HOST: %1</source>
        <translation>ROOFLINE_HOST：%1</translation>
    </message>
    <message>
        <source>--require-device: must be cpu or cuda</source>
        <translation>--require-device：必须是 cpu 或 cuda</translation>
    </message>
    <message>
        <source>%1
Nothing was measured.</source>
        <translation>%1
未进行任何测量。</translation>
    </message>
    <message>
        <source>%1
Nothing was measured; use a database you can write to (--db), or --no-save.</source>
        <translation>%1
未进行任何测量；请使用可写入的数据库（--db），或使用 --no-save。</translation>
    </message>
    <message numerus="yes">
        <source>note: %n earlier run(s) measured but not stored are waiting in: %1 (store them with &apos;roofline runs import FILE&apos;)</source>
        <translation>
            <numerusform>注意：%n 个此前已测量但未保存的运行记录在此等待：%1（用 &apos;roofline runs import FILE&apos; 保存）</numerusform>
        </translation>
    </message>
    <message>
        <source>warning: not stored: %1; retrying</source>
        <translation>警告：未保存：%1；正在重试</translation>
    </message>
    <message>
        <source>warning: not stored: %1; kept in %2, retrying</source>
        <translation>警告：未保存：%1；已保存在 %2，正在重试</translation>
    </message>
    <message>
        <source>the database takes the results again; everything so far is stored</source>
        <translation>数据库已重新接收结果；目前为止的所有内容均已保存</translation>
    </message>
    <message>
        <source>run %1 (%2) on %3: %4, %5 of %6 measurement(s) stored</source>
        <translation>运行记录 %1（%2），设备 %3：%4，已保存 %6 个测量中的 %5 个</translation>
    </message>
    <message>
        <source>measured, but not stored whole: %1
No spool folder could be written either; the run bundle follows on stdout: save it and import it with &apos;roofline runs import FILE&apos;.</source>
        <translation>已测量，但未完整保存：%1
也无法写入任何暂存文件夹；运行记录包将输出到 stdout：请保存下来，并用 &apos;roofline runs import FILE&apos; 导入。</translation>
    </message>
    <message>
        <source>measured, but not stored whole: %1
The runs are kept in %2; store them with: roofline runs import %2</source>
        <translation>已测量，但未完整保存：%1
运行记录保存在 %2 中；请用以下命令保存：roofline runs import %2</translation>
    </message>
    <message>
        <source>give --llm or --llm-config, not both</source>
        <translation>请给出 --llm 或 --llm-config，不要同时给出</translation>
    </message>
    <message>
        <source>--llm: no model &apos;%1&apos; in the catalog (roofline catalog models lists them; or give --llm-config FILE)</source>
        <translation>--llm：目录中没有模型“%1”（roofline catalog models 会列出；或给出 --llm-config 文件）</translation>
    </message>
    <message>
        <source>--llm-config %1: %2</source>
        <translation>--llm-config %1：%2</translation>
    </message>
    <message>
        <source>--%1: expects whole numbers of at least 1 separated by commas, got &apos;%2&apos;</source>
        <translation>--%1：应为以逗号分隔、至少为 1 的整数，得到“%2”</translation>
    </message>
    <message>
        <source>--%1: empty</source>
        <translation>--%1：为空</translation>
    </message>
    <message>
        <source>--llm-context: expects a whole number of tokens</source>
        <translation>--llm-context：应为整数个词元</translation>
    </message>
    <message>
        <source>also measure this catalog model&apos;s LLM step (cpu.llm, cuda.llm): its GEMMs and attention at each batch and format</source>
        <translation>同时测量此目录模型的 LLM 步骤（cpu.llm、cuda.llm）：在每个批大小和格式下的 GEMM 与注意力</translation>
    </message>
    <message>
        <source>the model of --llm from a Hugging Face config.json instead</source>
        <translation>改为从 Hugging Face 的 config.json 读取 --llm 的模型</translation>
    </message>
    <message>
        <source>formats of the LLM step (default the model&apos;s dtype, usually bf16; of fp32, bf16, fp16, fp8, int8)</source>
        <translation>LLM 步骤的格式（默认模型的 dtype，通常为 bf16；可选 fp32、bf16、fp16、fp8、int8）</translation>
    </message>
    <message>
        <source>decode batch sizes (default 1,4,16,64)</source>
        <translation>解码批大小（默认 1,4,16,64）</translation>
    </message>
    <message>
        <source>decode: tokens already in the KV cache (default 1024)</source>
        <translation>解码：KV 缓存中已有的词元数（默认 1024）</translation>
    </message>
    <message>
        <source>prefill prompt lengths to measure too (default none)</source>
        <translation>同时测量的预填充提示长度（默认无）</translation>
    </message>
    <message numerus="yes">
        <source>LLM step of %1: %n case(s)</source>
        <translation>
            <numerusform>%1 的 LLM 步骤：%n 个用例</numerusform>
        </translation>
    </message>
    <message>
        <source>--%1 needs --llm MODEL or --llm-config FILE</source>
        <translation>--%1 需要 --llm 模型 或 --llm-config 文件</translation>
    </message>
    <message>
        <source>--only: name at least one probe id (roofline-probe --list shows them)</source>
        <translation>--only：请至少指定一个探针 ID（roofline-probe --list 可列出）</translation>
    </message>
    <message>
        <source>--time-cap: must be a positive number of seconds, at most %1 (a week)</source>
        <translation>--time-cap：必须是正的秒数，最多 %1（一周）</translation>
    </message>
    <message>
        <source>--store-retry: must be a number of seconds from 0 to %1 (a week)</source>
        <translation>--store-retry：必须是 0 到 %1（一周）之间的秒数</translation>
    </message>
    <message>
        <source>--stall-timeout: must be a positive number of seconds, at most %1 (a week)</source>
        <translation>--stall-timeout：必须是正的秒数，最多 %1（一周）</translation>
    </message>
    <message>
        <source>quick, standard or full (default %1)</source>
        <translation>quick、standard 或 full（默认 %1）</translation>
    </message>
</context>
<context>
    <name>roofline::cli::ReportCommand</name>
    <message>
        <source>write a hardware or comparison report</source>
        <translation>生成硬件报告或对比报告</translation>
    </message>
    <message>
        <source>Write the hardware report of one run (--run) or the comparison report of several (--compare). The format follows the suffix of -o: .pdf (vector, with the run bundle attached), .html, .csv, .json.</source>
        <translation>生成单个运行记录的硬件报告（--run）或多个运行记录的对比报告（--compare）。格式由 -o 的后缀决定：.pdf（矢量格式，附带运行记录包）、.html、.csv、.json。</translation>
    </message>
    <message>
        <source>the run to report on</source>
        <translation>要生成报告的运行记录</translation>
    </message>
    <message>
        <source>comma-separated runs to compare</source>
        <translation>逗号分隔的待对比运行记录</translation>
    </message>
    <message>
        <source>the report file</source>
        <translation>报告文件</translation>
    </message>
    <message>
        <source>also write every chart as PNG and SVG into DIR</source>
        <translation>另外将每个图表以 PNG 和 SVG 格式写入 DIR</translation>
    </message>
    <message>
        <source>write only the charts (with --png)</source>
        <translation>只写出图表（配合 --png）</translation>
    </message>
    <message>
        <source>give either --run ID or --compare ID,ID,...</source>
        <translation>请提供 --run ID 或 --compare ID,ID,... 之一</translation>
    </message>
    <message>
        <source>--charts-only needs --png DIR</source>
        <translation>--charts-only 需要 --png DIR</translation>
    </message>
    <message>
        <source>-o FILE: say where to write the report</source>
        <translation>-o FILE：请指定报告的写入位置</translation>
    </message>
    <message>
        <source>reports need the Qt GUI libraries (charts are drawn)</source>
        <translation>生成报告需要 Qt GUI 库（需要绘制图表）</translation>
    </message>
    <message>
        <source>--%1: must be one of %2</source>
        <translation>--%1：必须是 %2 之一</translation>
    </message>
    <message>
        <source>hardware report: include the GPU trend charts (the default)</source>
        <translation>硬件报告：包含 GPU 趋势图（默认）</translation>
    </message>
    <message>
        <source>hardware report: leave the GPU trend charts out</source>
        <translation>硬件报告：不含 GPU 趋势图</translation>
    </message>
    <message>
        <source>hardware report: include the appendix of every measurement (the default)</source>
        <translation>硬件报告：包含全部测量的附录（默认）</translation>
    </message>
    <message>
        <source>hardware report: leave the appendix of every measurement out</source>
        <translation>硬件报告：不含全部测量的附录</translation>
    </message>
    <message>
        <source>comparison report: list only rows that changed beyond noise</source>
        <translation>对比报告：只列出变化超出噪声的行</translation>
    </message>
    <message>
        <source>bandwidth in si (GB/s, the default) or binary (GiB/s) units</source>
        <translation>带宽使用 si（GB/s，默认）或 binary（GiB/s）单位</translation>
    </message>
    <message>
        <source>working-set sizes in si (MB) or binary (MiB, the default) units</source>
        <translation>工作集大小使用 si（MB）或 binary（MiB，默认）单位</translation>
    </message>
    <message>
        <source>latencies by magnitude (auto, the default), in ns, or in cycles of the clock the runs recorded</source>
        <translation>延迟按量级显示（auto，默认）、以 ns 显示，或以运行记录的时钟周期显示</translation>
    </message>
    <message>
        <source>FLOP/s by magnitude (auto, the default), in TFLOP/s or in GFLOP/s</source>
        <translation>FLOP/s 按量级显示（auto，默认）、以 TFLOP/s 或 GFLOP/s 显示</translation>
    </message>
    <message>
        <source>give --%1 or --no-%1, not both</source>
        <translation>只能给出 --%1 或 --no-%1 之一，不能同时给出</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>必须是数字</translation>
    </message>
    <message>
        <source>index of the baseline in --compare (default: the earliest run)</source>
        <translation>基准运行在 --compare 中的索引（默认：最早的运行）</translation>
    </message>
    <message>
        <source>hardware report: only the run&apos;s kernels with this tag on its roofline (default: every kernel attached to the run)</source>
        <translation>硬件报告：屋顶线图上只显示该运行带此标签的内核（默认：该运行的所有内核）</translation>
    </message>
    <message>
        <source>hardware report: leave the run&apos;s kernels out</source>
        <translation>硬件报告：不包含该运行的内核</translation>
    </message>
    <message>
        <source>give --kernels TAG or --no-kernels, not both</source>
        <translation>请给出 --kernels TAG 或 --no-kernels，不能同时给出</translation>
    </message>
</context>
<context>
    <name>roofline::cli::RunsCommand</name>
    <message>
        <source>The bundle file to write (export).</source>
        <translation>要写入的运行记录包文件（export）。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Only runs of this device (list).</source>
        <translation>仅限此设备的运行记录（list）。</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Only runs of this host (list).</source>
        <translation>仅限此主机的运行记录（list）。</translation>
    </message>
    <message>
        <source>Only runs with this tag (list).</source>
        <translation>仅限带有此标签的运行记录（list）。</translation>
    </message>
    <message>
        <source>TAG</source>
        <translation>TAG</translation>
    </message>
    <message>
        <source>At most N runs (list).</source>
        <translation>最多 N 个运行记录（list）。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>wrong number of arguments; see &apos;roofline runs --help&apos;</source>
        <translation>参数数量错误；参见 &apos;roofline runs --help&apos;</translation>
    </message>
    <message>
        <source>-o FILE.json: say where to write the bundle</source>
        <translation>-o FILE.json：请指定运行记录包的写入位置</translation>
    </message>
    <message>
        <source>must be a positive number</source>
        <translation>必须是正数</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>UUID</source>
        <translation>UUID</translation>
    </message>
    <message>
        <source>Started (UTC)</source>
        <translation>开始时间 (UTC)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Suite</source>
        <translation>套件</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>(no runs stored in %1)</source>
        <translation>（%1 中没有存储任何运行记录）</translation>
    </message>
    <message>
        <source>Run %1  %2
</source>
        <translation>运行记录 %1  %2
</translation>
    </message>
    <message>
        <source>Status:   %1%2
</source>
        <translation>状态：%1%2
</translation>
    </message>
    <message>
        <source>Started:  %1   Finished: %2
</source>
        <translation>开始：%1   结束：%2
</translation>
    </message>
    <message>
        <source>Device:   %1 (%2)
</source>
        <translation>设备：%1 (%2)
</translation>
    </message>
    <message>
        <source>Host:     %1, %2, %3
</source>
        <translation>主机：%1, %2, %3
</translation>
    </message>
    <message>
        <source>Suite:    %1   Tags: %2
</source>
        <translation>套件：%1   标签：%2
</translation>
    </message>
    <message>
        <source>Notes:    %1
</source>
        <translation>备注：%1
</translation>
    </message>
    <message>
        <source>Probe</source>
        <translation>探测项</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>层级</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Working set</source>
        <translation>工作集</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message numerus="yes">
        <source>deleted %n run(s)</source>
        <translation>
            <numerusform>已删除 %n 个运行记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>exported %n run(s) to %1</source>
        <translation>
            <numerusform>已将 %n 个运行记录导出到 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Nothing was imported.</source>
        <translation>%1
未导入任何内容。</translation>
    </message>
    <message>
        <source>imported %1
</source>
        <translation>已导入：%1
</translation>
    </message>
    <message>
        <source>already stored, nothing changed: %1
</source>
        <translation>已存储，未做任何更改：%1
</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) imported</source>
        <translation>
            <numerusform>已导入 %n 个运行记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n already stored</source>
        <translation>
            <numerusform>，%n 个已存储</numerusform>
        </translation>
    </message>
    <message>
        <source>run %1 tagged &apos;%2&apos;</source>
        <translation>运行记录 %1 已添加标签 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>list, show, delete, export, import, tag and sync stored runs</source>
        <translation>列出、查看、删除、导出、导入、标记和同步已存储的运行记录</translation>
    </message>
    <message>
        <source>Stored runs.
  list                      newest first
  show ID                   one run with its measurements
  delete ID...              remove runs
  export ID... -o FILE      write a run bundle
  import FILE...            read run bundles (runs already stored are skipped)
  tag ID TAG                add a tag
  sync --from A --to B      copy runs missing in B (and user profiles) from A
ID is the run&apos;s number or its uuid. A database is a file or a
postgresql://user@host:port/dbname URL (password from ~/.pgpass).</source>
        <translation>已存储的运行记录。
  list                      按从新到旧列出
  show ID                   显示单个运行记录及其测量
  delete ID...              删除运行记录
  export ID... -o FILE      写出运行记录包
  import FILE...            读取运行记录包（已存储的运行记录会被跳过）
  tag ID TAG                添加标签
  sync --from A --to B      将 B 中缺少的运行记录（及用户配置）从 A 复制过去
ID 为运行记录的编号或其 uuid。数据库可以是文件，也可以是
postgresql://user@host:port/dbname URL（密码取自 ~/.pgpass）。</translation>
    </message>
    <message>
        <source>list | show | delete | export | import | tag | sync</source>
        <translation>list | show | delete | export | import | tag | sync</translation>
    </message>
    <message>
        <source>The database to copy from (sync).</source>
        <translation>复制来源数据库（sync）。</translation>
    </message>
    <message>
        <source>DB</source>
        <translation>DB</translation>
    </message>
    <message>
        <source>The database to copy to (sync).</source>
        <translation>复制目标数据库（sync）。</translation>
    </message>
    <message>
        <source>say what to do: list, show, delete, export, import, tag or sync</source>
        <translation>请指定操作：list、show、delete、export、import、tag 或 sync</translation>
    </message>
    <message>
        <source>unknown action &apos;%1&apos;: use list, show, delete, export, import, tag or sync</source>
        <translation>未知操作 &apos;%1&apos;：请使用 list、show、delete、export、import、tag 或 sync</translation>
    </message>
    <message>
        <source>--from and --to: say which databases to sync (a file or a postgresql://user@host:port/dbname URL)</source>
        <translation>--from 和 --to：指定要同步的数据库（文件或 postgresql://user@host:port/dbname URL）</translation>
    </message>
    <message>
        <source>--from and --to are the same database</source>
        <translation>--from 和 --to 是同一个数据库</translation>
    </message>
    <message>
        <source>copied %1 of %2 runs</source>
        <translation>已复制 %2 个运行记录中的 %1 个</translation>
    </message>
    <message>
        <source>%1 → %2
</source>
        <translation>%1 → %2
</translation>
    </message>
    <message>
        <source>runs: %1 copied, %2 already there</source>
        <translation>运行记录：已复制 %1 个，%2 个已存在</translation>
    </message>
    <message>
        <source>, %1 still running (copied by a later sync)</source>
        <translation>，%1 个仍在运行（将由之后的同步复制）</translation>
    </message>
    <message>
        <source>
profiles: %1 copied, %2 already there</source>
        <translation>
配置：已复制 %1 个，%2 个已存在</translation>
    </message>
    <message>
        <source>
kept the target&apos;s own version of: %1</source>
        <translation>
保留了目标库自己的版本：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) could not be copied</source>
        <translation>
            <numerusform>%n 个运行记录无法复制</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) could not be copied (the others were):
%1</source>
        <translation>
            <numerusform>%n 个运行记录无法复制（其余的已复制）：
%1</numerusform>
        </translation>
    </message>
    <message>
        <source>everything in %1 is stored; removed that spool file
</source>
        <translation>%1 中的所有内容均已保存；已删除该暂存文件
</translation>
    </message>
    <message>
        <source>completed %1 (it was stored in part before)
</source>
        <translation>已补全 %1（此前只保存了一部分）
</translation>
    </message>
    <message numerus="yes">
        <source>, %n completed</source>
        <translation>
            <numerusform>，%n 个已补全</numerusform>
        </translation>
    </message>
    <message>
        <source>
Not measured:
</source>
        <translation>
未测量：
</translation>
    </message>
    <message>
        <source>  %1 %2 %3: %4
</source>
        <translation>  %1 %2 %3：%4
</translation>
    </message>
    <message>
        <source>
Warnings (%1):
</source>
        <translation>
警告（%1）：
</translation>
    </message>
    <message>
        <source>  [%1] %2 (%3)
      %4
</source>
        <translation>  [%1] %2（%3）
      %4
</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
</context>
<context>
    <name>roofline::importers::PeerImport</name>
    <message>
        <source>the time of a map call, not a transfer rate; not stored</source>
        <translation>这是映射调用的时间，而非传输速率；未存储</translation>
    </message>
    <message>
        <source>a figure outside any &lt;run&gt; or &lt;device&gt;</source>
        <translation>数值不在任何 &lt;run&gt; 或 &lt;device&gt; 内</translation>
    </message>
    <message>
        <source>status &apos;%1&apos;%2; not stored</source>
        <translation>状态“%1”%2；未存储</translation>
    </message>
    <message>
        <source>not valid XML at line %1: %2</source>
        <translation>第 %1 行不是有效的 XML：%2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>the tool reports &apos;%1&apos;; not stored</source>
        <translation>工具报告“%1”；未存储</translation>
    </message>
    <message>
        <source>no clpeak device (&apos;Device: …&apos; and its figures)</source>
        <translation>没有 clpeak 设备（&apos;Device: …&apos; 及其数值）</translation>
    </message>
    <message>
        <source>the device name is empty</source>
        <translation>设备名称为空</translation>
    </message>
    <message>
        <source>no mixbench &apos;CSV data&apos; block (&apos;Compute iters, Flops/byte, …&apos;)</source>
        <translation>没有 mixbench &apos;CSV data&apos; 块（&apos;Compute iters, Flops/byte, …&apos;）</translation>
    </message>
    <message>
        <source>the mixbench CSV block has no rows</source>
        <translation>mixbench CSV 块没有行</translation>
    </message>
    <message>
        <source>test %1</source>
        <translation>测试 %1</translation>
    </message>
    <message>
        <source>no likwid-bench result (&apos;LIKWID MICRO BENCHMARK&apos;, &apos;Test: …&apos;)</source>
        <translation>没有 likwid-bench 结果（&apos;LIKWID MICRO BENCHMARK&apos;、&apos;Test: …&apos;）</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>%1 cells where the header has %2; row not stored</source>
        <translation>%1 个单元格，而表头有 %2 个；该行未存储</translation>
    </message>
    <message>
        <source>%1 wrong elements: the collective returned wrong data; its figures are stored flagged &apos;wrong-results&apos;</source>
        <translation>%1 个错误元素：该集合通信返回了错误数据；其数值以 &apos;wrong-results&apos; 标记存储</translation>
    </message>
    <message>
        <source>no nccl-tests table (a &apos;# size count type redop&apos; header)</source>
        <translation>没有 nccl-tests 表格（&apos;# size count type redop&apos; 表头）</translation>
    </message>
    <message>
        <source>the nccl-tests table has no rows</source>
        <translation>nccl-tests 表格没有行</translation>
    </message>
    <message>
        <source>the output names &apos;%1&apos;; filed under &apos;%2&apos; as asked</source>
        <translation>输出注明为“%1”；按要求归入“%2”</translation>
    </message>
    <message>
        <source>the output does not name its test (all_reduce_perf, …); its figures are filed under &apos;nccl-tests.unknown&apos; (name it with --test)</source>
        <translation>输出未注明其测试（all_reduce_perf 等）；其数值归入 &apos;nccl-tests.unknown&apos;（可用 --test 指定）</translation>
    </message>
    <message>
        <source>text around the JSON document (warnings) is not read</source>
        <translation>JSON 文档周围的文本（警告）未被读取</translation>
    </message>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation>偏移 %1 处不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>no &quot;nvbandwidth&quot; object</source>
        <translation>没有 &quot;nvbandwidth&quot; 对象</translation>
    </message>
    <message>
        <source>no test cases (&quot;testcases&quot; is missing or empty)</source>
        <translation>没有测试用例（&quot;testcases&quot; 缺失或为空）</translation>
    </message>
    <message>
        <source>no test case (&apos;Running &lt;test&gt;.&apos; and its matrix)</source>
        <translation>没有测试用例（&apos;Running &lt;test&gt;.&apos; 及其矩阵）</translation>
    </message>
    <message>
        <source>no benchmarks (&quot;benchmarks&quot; is missing or empty)</source>
        <translation>没有基准（&quot;benchmarks&quot; 缺失或为空）</translation>
    </message>
    <message>
        <source>skipped by nvbench%1; not stored</source>
        <translation>被 nvbench 跳过%1；未存储</translation>
    </message>
    <message>
        <source>no cold GPU time; not stored</source>
        <translation>没有冷启动 GPU 时间；未存储</translation>
    </message>
    <message>
        <source>the input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>%1: %2 bytes; an imported output may have at most %3</source>
        <translation>%1：%2 字节；导入的输出最多允许 %3 字节</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1 为空</translation>
    </message>
    <message>
        <source>%1: not the output of a tool this version reads (%2); name it with --tool if it is one of them</source>
        <translation>%1：不是此版本可读取的工具输出（%2）；如属其中之一，请用 --tool 指定</translation>
    </message>
    <message>
        <source>%1 (read as %2): %3</source>
        <translation>%1（按 %2 读取）：%3</translation>
    </message>
    <message>
        <source>%1 (read as %2): no figure found; this is not %2 output, or every test in it failed</source>
        <translation>%1（按 %2 读取）：未找到任何数值；这不是 %2 的输出，或其中所有测试均失败</translation>
    </message>
    <message>
        <source>the output carries no date and no file time was given; the import time stands for the run&apos;s time</source>
        <translation>输出不含日期且未提供文件时间；以导入时间作为运行时间</translation>
    </message>
    <message>
        <source>the raw text is kept up to %1 characters of %2</source>
        <translation>原始文本仅保留 %2 个字符中的前 %1 个</translation>
    </message>
    <message>
        <source>the output does not name its node; stored as &apos;unknown&apos; (name it with --host)</source>
        <translation>输出未注明其节点；存为 &apos;unknown&apos;（可用 --host 指定）</translation>
    </message>
    <message>
        <source>Imported from %1 (%2%3).</source>
        <translation>导入自 %1（%2%3）。</translation>
    </message>
    <message>
        <source>N/A: the tool did not measure it; not stored</source>
        <translation>N/A：该工具未测量；未存储</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number; not stored</source>
        <translation>“%1”不是数字；未存储</translation>
    </message>
    <message>
        <source>missing from the output; not stored</source>
        <translation>输出中缺失；未存储</translation>
    </message>
    <message>
        <source>printed as %1, below the tool&apos;s resolution; not stored as a zero</source>
        <translation>打印为 %1，低于工具的分辨率；不存为零</translation>
    </message>
    <message>
        <source>unknown unit &apos;%1&apos;; not stored</source>
        <translation>未知单位“%1”；未存储</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a figure this importer reads; not stored</source>
        <translation>“%1”不是此导入器读取的数值；未存储</translation>
    </message>
    <message>
        <source>the CSV header names no max_…_per_sec column</source>
        <translation>CSV 表头中没有 max_…_per_sec 列</translation>
    </message>
    <message>
        <source>no BabelStream CSV rows (a &apos;function,num_times,…&apos; header)</source>
        <translation>没有 BabelStream CSV 行（&apos;function,num_times,…&apos; 表头）</translation>
    </message>
    <message>
        <source>unknown precision &apos;%1&apos;</source>
        <translation>未知精度“%1”</translation>
    </message>
    <message>
        <source>the tool reports &apos;%1&apos;; the figures are stored, check them</source>
        <translation>工具报告“%1”；数值已存储，请核查</translation>
    </message>
    <message>
        <source>the rate column&apos;s unit: %1</source>
        <translation>速率列的单位：%1</translation>
    </message>
    <message>
        <source>%1 cells where the table has 5</source>
        <translation>%1 个单元格，而表格有 5 个</translation>
    </message>
    <message>
        <source>no BabelStream table (&apos;Function MBytes/sec Min (sec) …&apos;)</source>
        <translation>没有 BabelStream 表格（&apos;Function MBytes/sec Min (sec) …&apos;）</translation>
    </message>
    <message>
        <source>the BabelStream table has no rows</source>
        <translation>BabelStream 表格没有行</translation>
    </message>
    <message>
        <source>no STREAM table (&apos;Function Best Rate MB/s Avg time …&apos;)</source>
        <translation>没有 STREAM 表格（&apos;Function Best Rate MB/s Avg time …&apos;）</translation>
    </message>
    <message>
        <source>the STREAM table has no rows</source>
        <translation>STREAM 表格没有行</translation>
    </message>
    <message>
        <source>not printed; stream.c&apos;s default, double (fp64), is assumed</source>
        <translation>未打印；假定为 stream.c 的默认值 double（fp64）</translation>
    </message>
    <message numerus="yes">
        <source>CPU (%n threads)</source>
        <translation>
            <numerusform>CPU（%n 个线程）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::kernels::KernelImport</name>
    <message>
        <source>no FLOP or byte counters in the profile (profile with --set roofline or the metrics of docs/cli.md); stored with its time only</source>
        <translation>配置文件中没有 FLOP 或字节计数器（请使用 --set roofline 或 docs/cli.md 中的指标进行分析）；仅以其时间存储</translation>
    </message>
    <message>
        <source>no ncu --csv header (&quot;ID&quot;,…)</source>
        <translation>没有 ncu --csv 表头（&quot;ID&quot;,…）</translation>
    </message>
    <message>
        <source>the ncu table has no &quot;Kernel Name&quot; column</source>
        <translation>ncu 表格没有 &quot;Kernel Name&quot; 列</translation>
    </message>
    <message>
        <source>unknown unit &apos;%1&apos;; not used</source>
        <translation>未知单位“%1”；未使用</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number; not used</source>
        <translation>“%1”不是数字；未使用</translation>
    </message>
    <message>
        <source>no duration (gpu__time_duration.sum); not stored</source>
        <translation>没有时长（gpu__time_duration.sum）；未存储</translation>
    </message>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation>偏移 %1 处不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>the CSV header needs the columns name and seconds (and flops, bytes)</source>
        <translation>CSV 表头需要 name 和 seconds 列（以及 flops、bytes）</translation>
    </message>
    <message>
        <source>kernel %1</source>
        <translation>内核 %1</translation>
    </message>
    <message>
        <source>no name; not stored</source>
        <translation>没有名称；未存储</translation>
    </message>
    <message>
        <source>no positive seconds; not stored</source>
        <translation>没有正的秒数；未存储</translation>
    </message>
    <message>
        <source>not a number ≥ 0; not stored</source>
        <translation>不是 ≥ 0 的数字；未存储</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: no kernel with a name and a duration</source>
        <translation>%1：没有同时具有名称和时长的内核</translation>
    </message>
    <message>
        <source>no rocprof header (a Kernel_Name column)</source>
        <translation>没有 rocprof 表头（Kernel_Name 列）</translation>
    </message>
    <message>
        <source>the rocprof table has no Start_Timestamp and End_Timestamp columns (profile with the kernel trace)</source>
        <translation>rocprof 表没有 Start_Timestamp 和 End_Timestamp 列（请启用内核跟踪进行分析）</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s), fewer than the header&apos;s; not used</source>
        <translation>
            <numerusform>%n 个单元格，少于表头；未使用</numerusform>
        </translation>
    </message>
    <message>
        <source>no duration (End_Timestamp − Start_Timestamp is %1 ns); not used</source>
        <translation>没有持续时间（End_Timestamp − Start_Timestamp 为 %1 ns）；未使用</translation>
    </message>
    <message>
        <source>no FLOP or byte counters in the profile (collect rocprof-compute&apos;s roofline counters: SQ_INSTS_VALU_*, TCC_EA_RDREQ/WRREQ, TCP_TCC_*_REQ); stored with its time only</source>
        <translation>剖析数据中没有 FLOP 或字节计数器（请采集 rocprof-compute 的屋顶线计数器：SQ_INSTS_VALU_*、TCC_EA_RDREQ/WRREQ、TCP_TCC_*_REQ）；仅保存其时间</translation>
    </message>
</context>
<context>
    <name>roofline::kernels::KernelRoofline</name>
    <message>
        <source>the run has no measured %1 roof</source>
        <translation>该运行没有测得的 %1 屋顶</translation>
    </message>
    <message>
        <source>the run has no measured %1 bandwidth</source>
        <translation>该运行没有测得的 %1 带宽</translation>
    </message>
</context>
<context>
    <name>roofline::runner::ProbeRunner</name>
    <message>
        <source>A probe run is already in progress.</source>
        <translation>已有探测正在进行。</translation>
    </message>
    <message>
        <source>The measurement engine was not found at %1; reinstall Roofline Lab or build the roofline-probe target.</source>
        <translation>在 %1 未找到测量引擎；请重新安装 Roofline Lab，或构建 roofline-probe 目标。</translation>
    </message>
    <message>
        <source>Unreadable line from roofline-probe: %1</source>
        <translation>来自 roofline-probe 的无法解析的行：%1</translation>
    </message>
    <message>
        <source>A measurement arrived for unknown device &apos;%1&apos;; ignored.</source>
        <translation>收到未知设备 &apos;%1&apos; 的测量结果；已忽略。</translation>
    </message>
    <message>
        <source>roofline-probe could not be started: %1</source>
        <translation>无法启动 roofline-probe：%1</translation>
    </message>
    <message>
        <source>Cancelled by the user.</source>
        <translation>已被用户取消。</translation>
    </message>
    <message>
        <source>Cancelled by the user; the engine had to be stopped before it finished.</source>
        <translation>已被用户取消；引擎在完成前被强制停止。</translation>
    </message>
    <message>
        <source>The engine reported a failure.</source>
        <translation>引擎报告了失败。</translation>
    </message>
    <message>
        <source>roofline-probe crashed before finishing; the results measured before the crash are kept.</source>
        <translation>roofline-probe 在完成前崩溃；崩溃前测得的结果会保留。</translation>
    </message>
    <message>
        <source>roofline-probe exited with code %1 before finishing.</source>
        <translation>roofline-probe 在完成前退出，退出码为 %1。</translation>
    </message>
    <message>
        <source>roofline-probe reached its time cap (%1); the results measured before that are kept.</source>
        <translation>roofline-probe 已达到时间上限（%1）；此前测得的结果已保留。</translation>
    </message>
    <message>
        <source>Notes and tags: %1</source>
        <translation>备注和标签：%1</translation>
    </message>
    <message>
        <source>roofline-probe has written nothing for %1 s; stopping it.</source>
        <translation>roofline-probe 已 %1 秒没有任何输出；正在将其停止。</translation>
    </message>
    <message>
        <source>roofline-probe stopped responding (no output for %1 s) and was stopped; the results measured before that are kept.</source>
        <translation>roofline-probe 停止响应（%1 秒没有输出），已将其停止；此前测得的结果均已保留。</translation>
    </message>
    <message>
        <source>Not everything is stored yet; trying again for up to %1 s…</source>
        <translation>尚未全部保存；将在最多 %1 秒内继续重试…</translation>
    </message>
    <message>
        <source>Runs left running by a program that ended could not be marked failed: %1</source>
        <translation>已结束的程序遗留为“运行中”的运行记录无法标记为失败：%1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>roofline-probe reached the time cap of %1 s before measuring anything and was stopped.</source>
        <translation>roofline-probe 在测量任何内容之前就达到了 %1 秒的时间上限，已被停止。</translation>
    </message>
    <message>
        <source>roofline-probe reached the time cap of %1 s while measuring %2 and was stopped; what it measured before is kept.</source>
        <translation>roofline-probe 在测量 %2 时达到了 %1 秒的时间上限，已被停止；此前测得的结果会保留。</translation>
    </message>
    <message>
        <source>%1 Not measured: %2.</source>
        <translation>%1 未测量：%2。</translation>
    </message>
</context>
<context>
    <name>roofline::runner::RunSpool</name>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1：无法创建该文件夹</translation>
    </message>
    <message>
        <source>the measurements could not be written to any spool folder: %1</source>
        <translation>测量结果无法写入任何暂存文件夹：%1</translation>
    </message>
</context>
<context>
    <name>roofline::runner::RunStore</name>
    <message>
        <source>%1 (%2); they are kept in memory only until this session ends</source>
        <translation>%1（%2）；它们只保存在内存中，直到本次会话结束</translation>
    </message>
</context>
<context>
    <name>roofline::storage::BundleIo</name>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <source>%1: this is the database itself, not a run bundle</source>
        <translation>%1：这是数据库本身，而不是运行记录包</translation>
    </message>
</context>
<context>
    <name>roofline::storage::ChangeStamp</name>
    <message>
        <source>cannot ask whether the database changed</source>
        <translation>无法查询数据库是否已更改</translation>
    </message>
    <message>
        <source>cannot listen for changes</source>
        <translation>无法监听更改</translation>
    </message>
</context>
<context>
    <name>roofline::storage::Database</name>
    <message>
        <source>the server refuses to write (a read-only server or transaction, or no permission)</source>
        <translation>服务器拒绝写入（服务器或事务为只读，或没有权限）</translation>
    </message>
    <message>
        <source>the database is read-only (check the permissions of the file and its folder, and whether the disk is mounted read-only)</source>
        <translation>数据库为只读（请检查文件及其文件夹的权限，以及磁盘是否以只读方式挂载）</translation>
    </message>
    <message>
        <source>the disk is full: free some space on the disk that holds the database</source>
        <translation>磁盘已满：请在存放数据库的磁盘上释放一些空间</translation>
    </message>
    <message>
        <source>the database is damaged; restore it from a backup (for SQLite, &apos;sqlite3 FILE &quot;.recover&quot;&apos; may save what is left)</source>
        <translation>数据库已损坏；请从备份恢复（对于 SQLite，&apos;sqlite3 FILE &quot;.recover&quot;&apos; 可能挽救剩余的数据）</translation>
    </message>
    <message>
        <source>the database server cannot be reached or is restarting</source>
        <translation>无法连接数据库服务器，或服务器正在重启</translation>
    </message>
    <message>
        <source>cannot be checked</source>
        <translation>无法检查</translation>
    </message>
    <message>
        <source>is read-only</source>
        <translation>为只读</translation>
    </message>
    <message>
        <source>the server accepts no writes (a standby, or default_transaction_read_only); use the primary server</source>
        <translation>服务器不接受写入（备用服务器，或设置了 default_transaction_read_only）；请使用主服务器</translation>
    </message>
    <message>
        <source>this user may not write the file; check its permissions</source>
        <translation>当前用户不能写入该文件；请检查其权限</translation>
    </message>
    <message>
        <source>cannot be written</source>
        <translation>无法写入</translation>
    </message>
    <message>
        <source>the disk is full: free some space on the disk that holds %1</source>
        <translation>磁盘已满：请在 %1 所在的磁盘上释放一些空间</translation>
    </message>
    <message>
        <source>the folder %1 cannot be written (SQLite keeps PATH-wal and PATH-shm beside the database); check its permissions and whether the disk is mounted read-only</source>
        <translation>无法写入文件夹 %1（SQLite 会在数据库旁边创建 PATH-wal 和 PATH-shm）；请检查其权限，以及磁盘是否以只读方式挂载</translation>
    </message>
    <message>
        <source>the database is damaged</source>
        <translation>数据库已损坏</translation>
    </message>
    <message>
        <source>SQLite&apos;s integrity check found: %1; nothing was copied out of it. Restore it from a backup (&apos;sqlite3 FILE &quot;.recover&quot;&apos; may save what is left)</source>
        <translation>SQLite 完整性检查发现：%1；未从中复制任何内容。请从备份恢复（&apos;sqlite3 文件 &quot;.recover&quot;&apos; 也许能挽救剩余部分）</translation>
    </message>
</context>
<context>
    <name>roofline::storage::DatabaseOpener</name>
    <message>
        <source>not a file</source>
        <translation>不是文件</translation>
    </message>
    <message>
        <source>a write was interrupted (a process ended inside it) and left %1, a hot journal; SQLite must roll it back before the database can be read, which needs write access to the file and its folder</source>
        <translation>一次写入被中断（进程在写入中途结束），留下了 %1（热日志）；SQLite 必须先回滚它才能读取数据库，这需要对文件及其所在文件夹的写权限</translation>
    </message>
    <message>
        <source>a write was interrupted and left %1, a hot journal, which SQLite could not roll back</source>
        <translation>一次写入被中断，留下了 SQLite 无法回滚的热日志 %1</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>is not a Roofline Lab database (not an SQLite file); choose another file or move this one away</source>
        <translation>不是 Roofline Lab 数据库（不是 SQLite 文件）；请选择其他文件，或将此文件移走</translation>
    </message>
    <message>
        <source>the database is truncated or damaged (its size does not match its header); restore it from a backup</source>
        <translation>数据库已截断或损坏（其大小与文件头不符）；请从备份恢复</translation>
    </message>
    <message>
        <source>is an SQLite database of another program, not Roofline Lab&apos;s</source>
        <translation>是其他程序的 SQLite 数据库，而非 Roofline Lab 的数据库</translation>
    </message>
    <message>
        <source>is not a Roofline Lab database (schema version %1 of another program); choose another file or move this one away</source>
        <translation>不是 Roofline Lab 的数据库（另一程序的模式版本 %1）；请选择其他文件，或将此文件移走</translation>
    </message>
    <message>
        <source>the disk is full: free some space on the disk that holds %1 (%2)</source>
        <translation>磁盘已满：请在 %1 所在的磁盘上释放一些空间（%2）</translation>
    </message>
    <message>
        <source>the folder %1 is read-only: SQLite must create %2-wal and %2-shm beside the database; check its permissions and whether the disk is mounted read-only (%3)</source>
        <translation>文件夹 %1 为只读：SQLite 必须在数据库旁边创建 %2-wal 和 %2-shm；请检查其权限，以及磁盘是否以只读方式挂载（%3）</translation>
    </message>
    <message>
        <source>cannot be opened</source>
        <translation>无法打开</translation>
    </message>
    <message>
        <source>the database is damaged: tables of Roofline Lab are missing; restore it from a backup</source>
        <translation>数据库已损坏：缺少 Roofline Lab 的表；请从备份恢复</translation>
    </message>
    <message>
        <source>was written by a newer Roofline Lab (schema %1; this build reads up to %2); update the application</source>
        <translation>由较新版本的 Roofline Lab 写入（模式 %1；此版本最高只能读取 %2）；请更新应用程序</translation>
    </message>
    <message>
        <source>cannot switch to WAL journal</source>
        <translation>无法切换到 WAL 日志模式</translation>
    </message>
    <message>
        <source>cannot read the schema version</source>
        <translation>无法读取模式版本</translation>
    </message>
    <message>
        <source>cannot record the schema version</source>
        <translation>无法记录模式版本</translation>
    </message>
    <message>
        <source>migration to schema %1 failed, nothing was changed</source>
        <translation>迁移到模式 %1 失败，未做任何更改</translation>
    </message>
    <message>
        <source>holds tables of another program, not Roofline Lab&apos;s; use a database of its own or add ?schema=NAME to the URL</source>
        <translation>包含其他程序的表，而非 Roofline Lab 的表；请使用单独的数据库，或在 URL 后添加 ?schema=NAME</translation>
    </message>
    <message>
        <source>cannot connect</source>
        <translation>无法连接</translation>
    </message>
    <message>
        <source>the server wants a password that was not given or is wrong (PGPASSWORD, PGPASSFILE or ~/.pgpass) (%1)</source>
        <translation>服务器要求的密码未提供或不正确（PGPASSWORD、PGPASSFILE 或 ~/.pgpass）（%1）</translation>
    </message>
    <message>
        <source>cannot connect (is the server running, and is the password in PGPASSFILE or ~/.pgpass?)</source>
        <translation>无法连接（服务器是否在运行？密码是否在 PGPASSFILE 或 ~/.pgpass 中？）</translation>
    </message>
    <message>
        <source>cannot lock the schema for migration</source>
        <translation>无法为迁移锁定模式</translation>
    </message>
    <message>
        <source>cannot create the schema %1</source>
        <translation>无法创建模式 %1</translation>
    </message>
    <message>
        <source>no database given: name a file or a postgresql:// URL</source>
        <translation>未指定数据库：请给出文件或 postgresql:// URL</translation>
    </message>
    <message>
        <source>the disk is full: the history is shown read-only, as the database file holds it (what other programs wrote since its last checkpoint may be missing); free some space to write again</source>
        <translation>磁盘已满：历史以只读方式显示数据库文件中的内容（其他程序在上次检查点之后写入的内容可能缺失）；释放空间后才能再次写入</translation>
    </message>
    <message>
        <source>cannot be created</source>
        <translation>无法创建</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
</context>
<context>
    <name>roofline::storage::FleetRepository</name>
    <message>
        <source>cannot read the fleet</source>
        <translation>无法读取机群信息</translation>
    </message>
    <message>
        <source>cannot read the fleet&apos;s headline figures</source>
        <translation>无法读取机群的主要数值</translation>
    </message>
    <message>
        <source>cannot read the fleet&apos;s recent runs</source>
        <translation>无法读取机群最近的运行记录</translation>
    </message>
    <message>
        <source>cannot read the earlier runs of a node</source>
        <translation>无法读取节点的较早运行记录</translation>
    </message>
    <message>
        <source>cannot read runs of the fleet</source>
        <translation>无法读取机群的运行记录</translation>
    </message>
    <message>
        <source>cannot read the measurements of the fleet</source>
        <translation>无法读取机群的测量</translation>
    </message>
</context>
<context>
    <name>roofline::storage::InputFile</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>%1: not a regular file (a folder, FIFO, device or socket); only regular files are read</source>
        <translation>%1：不是普通文件（而是文件夹、FIFO、设备或套接字）；只读取普通文件</translation>
    </message>
    <message>
        <source>%1: %2 bytes; such a file may be at most %3 bytes</source>
        <translation>%1：%2 字节；此类文件最多允许 %3 字节</translation>
    </message>
    <message>
        <source>%1: more than %2 bytes; such a file may be at most that</source>
        <translation>%1：超过 %2 字节；此类文件最多只能这么大</translation>
    </message>
</context>
<context>
    <name>roofline::storage::KernelRepository</name>
    <message>
        <source>cannot store kernel &apos;%1&apos;</source>
        <translation>无法存储内核“%1”</translation>
    </message>
    <message>
        <source>cannot read the kernels</source>
        <translation>无法读取内核</translation>
    </message>
    <message>
        <source>cannot read kernel %1</source>
        <translation>无法读取内核 %1</translation>
    </message>
    <message>
        <source>no kernel %1</source>
        <translation>没有内核 %1</translation>
    </message>
    <message>
        <source>cannot remove kernel %1</source>
        <translation>无法删除内核 %1</translation>
    </message>
</context>
<context>
    <name>roofline::storage::LiveDatabaseFiles</name>
    <message>
        <source>the file %1 was removed or replaced by another program while it was open</source>
        <translation>文件 %1 在打开期间被其他程序删除或替换</translation>
    </message>
    <message>
        <source>the header of %1 is no longer a Roofline Lab database&apos;s (another program wrote over it)</source>
        <translation>%1 的文件头已不再是 Roofline Lab 数据库的文件头（被其他程序覆盖）</translation>
    </message>
    <message>
        <source>%1, which SQLite keeps open beside the database, was deleted or replaced by another program</source>
        <translation>SQLite 在数据库旁保持打开的 %1 被其他程序删除或替换</translation>
    </message>
    <message>
        <source>the database file was removed or renamed by another program while it was open</source>
        <translation>数据库文件在打开期间被其他程序删除或重命名</translation>
    </message>
    <message>
        <source>the database file was replaced by another file while it was open</source>
        <translation>数据库文件在打开期间被另一个文件替换</translation>
    </message>
    <message>
        <source>this program no longer holds SQLite&apos;s lock on the database (some code opened and closed the file, which releases every lock the program holds on it)</source>
        <translation>本程序已不再持有数据库上的 SQLite 锁（有代码打开并关闭了该文件，这会释放本程序在其上的所有锁）</translation>
    </message>
    <message>
        <source>this program no longer holds SQLite&apos;s lock on the database&apos;s -shm file (some code opened and closed it, which releases every lock the program holds on it)</source>
        <translation>本程序已不再持有数据库 -shm 文件上的 SQLite 锁（有代码打开并关闭了它，这会释放本程序在其上的所有锁）</translation>
    </message>
    <message>
        <source>%1: this is the run-history database Roofline Lab has open (or one of the files SQLite keeps beside it); it is never read or written as a plain file</source>
        <translation>%1：这是 Roofline Lab 已打开的运行历史数据库（或 SQLite 在其旁保留的文件之一）；绝不会作为普通文件读取或写入</translation>
    </message>
    <message>
        <source>%1: writing stopped to protect the run history: %2. Nothing more is written to it from this program and it is not checkpointed from here, so what other programs stored stays intact, and everything stored before is kept; the database is read only until it is opened again (restart Roofline Lab, or choose it again in Preferences).</source>
        <translation>%1：为保护运行历史已停止写入：%2。本程序不再向其写入，也不在此执行检查点，因此其他程序保存的内容保持完好，之前保存的一切都会保留；在重新打开之前数据库为只读（重启 Roofline Lab，或在首选项中重新选择它）。</translation>
    </message>
</context>
<context>
    <name>roofline::storage::ProfileRepository</name>
    <message>
        <source>cannot store the catalog entry %1</source>
        <translation>无法存储目录条目 %1</translation>
    </message>
    <message>
        <source>catalog entry &apos;%1&apos; not installed: a user entry has that id</source>
        <translation>未安装目录条目 &apos;%1&apos;：已有使用该 ID 的用户条目</translation>
    </message>
    <message>
        <source>cannot read the catalog</source>
        <translation>无法读取目录</translation>
    </message>
    <message>
        <source>cannot remove the old catalog entry %1</source>
        <translation>无法删除旧的目录条目 %1</translation>
    </message>
    <message>
        <source>cannot record the catalog version</source>
        <translation>无法记录目录版本</translation>
    </message>
    <message>
        <source>cannot read profiles</source>
        <translation>无法读取配置</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>catalog entries are read-only; duplicate it to edit</source>
        <translation>目录条目为只读；请复制一份再编辑</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a catalog entry, which is read-only; duplicate it to edit</source>
        <translation>&apos;%1&apos; 是只读的目录条目；请复制一份再编辑</translation>
    </message>
    <message>
        <source>cannot save &apos;%1&apos;</source>
        <translation>无法保存 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no entry &apos;%1&apos;</source>
        <translation>没有条目 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a catalog entry, which cannot be deleted</source>
        <translation>&apos;%1&apos; 是目录条目，无法删除</translation>
    </message>
    <message>
        <source>cannot delete &apos;%1&apos;</source>
        <translation>无法删除 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no free id for a copy of &apos;%1&apos;</source>
        <translation>没有可用于 &apos;%1&apos; 副本的空闲 ID</translation>
    </message>
    <message>
        <source>no GPU profile &apos;%1&apos;</source>
        <translation>没有 GPU 配置 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>no model &apos;%1&apos;</source>
        <translation>没有模型 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot lock the catalog</source>
        <translation>无法锁定目录</translation>
    </message>
</context>
<context>
    <name>roofline::storage::Query</name>
    <message>
        <source>the connection to the server was lost</source>
        <translation>与服务器的连接已断开</translation>
    </message>
    <message>
        <source>not connected to the server</source>
        <translation>未连接到服务器</translation>
    </message>
    <message>
        <source>text holding U+0000 (NUL) cannot be stored in PostgreSQL</source>
        <translation>包含 U+0000（NUL）的文本无法存入 PostgreSQL</translation>
    </message>
</context>
<context>
    <name>roofline::storage::RunRepository</name>
    <message>
        <source>a run with uuid %1 is already stored</source>
        <translation>uuid 为 %1 的运行记录已存储</translation>
    </message>
    <message>
        <source>cannot read run %1</source>
        <translation>无法读取运行记录 %1</translation>
    </message>
    <message>
        <source>no run %1</source>
        <translation>没有运行记录 %1</translation>
    </message>
    <message>
        <source>run %1 is already finished</source>
        <translation>运行记录 %1 已结束</translation>
    </message>
    <message>
        <source>cannot finish run %1</source>
        <translation>无法结束运行记录 %1</translation>
    </message>
    <message>
        <source>cannot read unfinished runs</source>
        <translation>无法读取未结束的运行记录</translation>
    </message>
    <message>
        <source>interrupted: the process storing this run ended before it finished; the measurements stored before that are kept</source>
        <translation>已中断：存储此运行记录的进程在完成前结束；此前已存储的测量会保留</translation>
    </message>
    <message>
        <source>cannot list runs</source>
        <translation>无法列出运行记录</translation>
    </message>
    <message>
        <source>cannot count runs</source>
        <translation>无法统计运行记录数量</translation>
    </message>
    <message>
        <source>cannot read the measurements of run %1</source>
        <translation>无法读取运行记录 %1 的测量</translation>
    </message>
    <message>
        <source>cannot look up run %1</source>
        <translation>无法查找运行记录 %1</translation>
    </message>
    <message>
        <source>no run &apos;%1&apos; (give the run&apos;s number or its uuid; &apos;roofline runs list&apos; shows them)</source>
        <translation>没有运行记录 &apos;%1&apos;（请提供运行记录的编号或 uuid；&apos;roofline runs list&apos; 可显示它们）</translation>
    </message>
    <message>
        <source>cannot delete run %1</source>
        <translation>无法删除运行记录 %1</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>cannot tag run %1</source>
        <translation>无法为运行记录 %1 添加标签</translation>
    </message>
    <message>
        <source>cannot untag run %1</source>
        <translation>无法移除运行记录 %1 的标签</translation>
    </message>
    <message>
        <source>cannot update run %1</source>
        <translation>无法更新运行记录 %1</translation>
    </message>
    <message>
        <source>run %1 is already stored with other measurements (stored: %2, this file: %3; they differ at measurement %4); nothing was changed</source>
        <translation>运行记录 %1 已以不同的测量保存（已保存：%2，此文件：%3；两者在第 %4 个测量处不同）；未做任何更改</translation>
    </message>
    <message>
        <source>run %1: the database holds %2 of the %3 measurements it lists; the database is damaged, restore it from a backup</source>
        <translation>运行记录 %1：数据库只包含其所列 %3 个测量中的 %2 个；数据库已损坏，请从备份恢复</translation>
    </message>
    <message>
        <source>run %1 holds %2 measurements; cannot add measurement %3 after them</source>
        <translation>运行记录 %1 有 %2 个测量；无法在其后追加第 %3 个测量</translation>
    </message>
    <message>
        <source>run %1 is already finished (%2)</source>
        <translation>运行记录 %1 已经结束（%2）</translation>
    </message>
    <message>
        <source>run %1 is damaged</source>
        <translation>运行记录 %1 已损坏</translation>
    </message>
    <message>
        <source>the database holds %1 of its %2 measurements; the database file is damaged, restore it from a backup (for SQLite, &apos;sqlite3 FILE &quot;.recover&quot;&apos; may save what is left)</source>
        <translation>数据库只包含其 %2 个测量中的 %1 个；数据库文件已损坏，请从备份恢复（对于 SQLite，&apos;sqlite3 FILE &quot;.recover&quot;&apos; 可能挽救剩余的数据）</translation>
    </message>
    <message>
        <source>run %1 has %2 tags already, the most a run may have</source>
        <translation>运行记录 %1 已有 %2 个标签，已达到单个运行记录的上限</translation>
    </message>
    <message>
        <source>%1 tags; a run may have at most %2</source>
        <translation>%1 个标签；一次运行最多可有 %2 个</translation>
    </message>
    <message>
        <source>measurement %1 no longer matches the checksum stored with it (its bytes changed after it was written); restore the database from a backup</source>
        <translation>测量 %1 与随其保存的校验和不再一致（写入后其字节发生了变化）；请从备份恢复数据库</translation>
    </message>
    <message>
        <source>cannot store the heartbeat of run %1</source>
        <translation>无法存储运行 %1 的心跳</translation>
    </message>
    <message>
        <source>cannot store the heartbeat of the running runs</source>
        <translation>无法存储正在进行的运行的心跳</translation>
    </message>
</context>
<context>
    <name>roofline::storage::RunRows</name>
    <message>
        <source>abandoned: the process storing it has not renewed its heartbeat for longer than the lease (%1 s): it was killed or its machine went down; the measurements it stored are kept</source>
        <translation>已废弃：存储它的进程在超过租约（%1 秒）的时间内未续订心跳：进程被终止或其机器已宕机；已存储的测量值保留</translation>
    </message>
</context>
<context>
    <name>roofline::storage::RunSync</name>
    <message>
        <source>%1: cannot read run %2: %3</source>
        <translation>%1：无法读取运行记录 %2：%3</translation>
    </message>
    <message>
        <source>%1
%2 run(s) were copied before this error; run the same sync again to copy the rest</source>
        <translation>%1
出错前已复制 %2 个运行记录；再次运行同样的同步即可复制其余部分</translation>
    </message>
    <message>
        <source>cannot list runs</source>
        <translation>无法列出运行记录</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>roofline::storage::RunWriter</name>
    <message>
        <source>cannot store the run %1</source>
        <translation>无法存储运行记录 %1</translation>
    </message>
    <message>
        <source>cannot store the tags of run %1</source>
        <translation>无法存储运行记录 %1 的标签</translation>
    </message>
    <message>
        <source>cannot read the measurement series</source>
        <translation>无法读取测量序列</translation>
    </message>
    <message>
        <source>cannot store the measurement series</source>
        <translation>无法存储测量序列</translation>
    </message>
    <message>
        <source>cannot store measurements %1–%2 of run %3</source>
        <translation>无法存储运行记录 %3 的第 %1–%2 项测量</translation>
    </message>
    <message>
        <source>cannot update run %1</source>
        <translation>无法更新运行记录 %1</translation>
    </message>
    <message>
        <source>run %1: must not contain U+0000 (NUL)</source>
        <translation>运行记录 %1：不得包含 U+0000（NUL）</translation>
    </message>
    <message>
        <source>must not contain U+0000 (NUL)</source>
        <translation>不得包含 U+0000（NUL）</translation>
    </message>
</context>
<context>
    <name>roofline::storage::SqlDialect</name>
    <message>
        <source>%1: not a usable PostgreSQL URL: %2 (expected postgresql://user@host:port/dbname)</source>
        <translation>%1：不是可用的 PostgreSQL URL：%2（应为 postgresql://user@host:port/dbname）</translation>
    </message>
    <message>
        <source>no host</source>
        <translation>缺少主机</translation>
    </message>
    <message>
        <source>no database name</source>
        <translation>缺少数据库名</translation>
    </message>
    <message>
        <source>schema must be a lower-case SQL name</source>
        <translation>schema 必须是小写的 SQL 名称</translation>
    </message>
    <message>
        <source>unsupported option &apos;%1&apos; (use schema, sslmode, connect_timeout, application_name or sslrootcert)</source>
        <translation>不支持的选项 &apos;%1&apos;（请使用 schema、sslmode、connect_timeout、application_name 或 sslrootcert）</translation>
    </message>
    <message>
        <source>it does not parse (check the port, and percent-encode &apos;@&apos;, &apos;:&apos; and &apos;/&apos; inside the user name or password)</source>
        <translation>无法解析（请检查端口，并对用户名或密码中的“@”“:”“/”进行百分号编码）</translation>
    </message>
    <message>
        <source>unsupported scheme &apos;%1&apos;; a database is a file path or a postgresql:// URL</source>
        <translation>不支持的协议“%1”；数据库应为文件路径或 postgresql:// URL</translation>
    </message>
    <message>
        <source>the &apos;//&apos; after &apos;%1:&apos; is missing</source>
        <translation>“%1:”后面缺少“//”</translation>
    </message>
    <message>
        <source>the &apos;:&apos; after &apos;%1&apos; is missing</source>
        <translation>&apos;%1&apos; 后缺少 &apos;:&apos;</translation>
    </message>
    <message>
        <source>it names a user and password like a URL but has no scheme</source>
        <translation>它像 URL 一样包含用户名和密码，但没有协议方案</translation>
    </message>
</context>
<context>
    <name>roofline::storage::Transaction</name>
    <message>
        <source>cannot be opened</source>
        <translation>无法打开</translation>
    </message>
    <message>
        <source>cannot start a write transaction</source>
        <translation>无法开始写事务</translation>
    </message>
    <message>
        <source>cannot commit, nothing was changed</source>
        <translation>无法提交，未做任何更改</translation>
    </message>
    <message>
        <source>cannot be written</source>
        <translation>无法写入</translation>
    </message>
</context>
<context>
    <name>roofline::ui::CalculatorGroupTable</name>
    <message>
        <source>Kernel group</source>
        <translation>内核组</translation>
    </message>
    <message>
        <source>Time (share)</source>
        <translation>耗时（占比）</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>限制因素</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Launches</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>互连</translation>
    </message>
    <message>
        <source>Bytes the group moves ÷ effective bandwidth.</source>
        <translation>该组搬运的字节数 ÷ 有效带宽。</translation>
    </message>
    <message>
        <source>FLOPs ÷ effective peak of the format the group multiplies in.</source>
        <translation>FLOPs ÷ 该组计算格式的有效峰值。</translation>
    </message>
    <message>
        <source>Kernel launches × per-launch cost.</source>
        <translation>内核启动次数 × 每次启动开销。</translation>
    </message>
    <message>
        <source>Tensor-parallel all-reduce bytes ÷ link bandwidth (with more than one GPU).</source>
        <translation>张量并行 all-reduce 字节数 ÷ 互连带宽（多于一个 GPU 时）。</translation>
    </message>
    <message>
        <source>The largest of the group&apos;s clocks: its time when the groups run one after another.</source>
        <translation>该组各时钟中最长者：各组依次执行时它的耗时。</translation>
    </message>
    <message>
        <source>Each kernel group at its own bound. Their sum is the step time when the kernels run one after another; the overlapped bound takes the largest clock over the whole step and can only be shorter.</source>
        <translation>每个内核组按各自的限制因素计时。它们之和是内核依次执行时的单步耗时；重叠上界取整步中最长的时钟，只会更短。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1（%2 %）</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>The groups one after another: the grouped step time.</source>
        <translation>各组依次执行：分组单步耗时。</translation>
    </message>
    <message>
        <source>The bound of the groups that take the largest share of the step.</source>
        <translation>占单步耗时最大份额的那些组的限制因素。</translation>
    </message>
</context>
<context>
    <name>roofline::ui::CalculatorMeasuredPanel</name>
    <message>
        <source>Measured on this device</source>
        <translation>在本设备上实测</translation>
    </message>
    <message>
        <source>The step the chosen run measured for this model, format, batch and context (roofline probe --llm MODEL), beside the analytic step on the same run&apos;s ceilings.</source>
        <translation>所选运行针对该模型、格式、批大小和上下文实测的单步（roofline probe --llm MODEL），与基于同一运行上限的解析单步并列。</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>用例</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>单步耗时</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>限制因素</translation>
    </message>
    <message>
        <source>Kernel efficiency</source>
        <translation>内核效率</translation>
    </message>
    <message>
        <source>Memory→compute</source>
        <translation>内存→计算</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2, context %3, %n sample(s)</source>
        <translation>
            <numerusform>%1 %2，上下文 %3，%n 个样本</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 measured (min %2, max %3, CoV %4 %) · analytic %5</source>
        <translation>实测 %1（最小 %2，最大 %3，变异系数 %4 %）· 解析 %5</translation>
    </message>
    <message>
        <source>%1 measured · analytic %2</source>
        <translation>实测 %1 · 解析 %2</translation>
    </message>
    <message>
        <source>%1 (%2 of the time in memory-bound kernels); %3 of the run&apos;s DRAM bandwidth, MFU %4</source>
        <translation>%1（%2 的时间在受内存带宽限制的内核中）；达到本次运行 DRAM 带宽的 %3，MFU %4</translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>批大小 %1</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>未达到</translation>
    </message>
    <message numerus="yes">
        <source>measured at %1 (%n batch(es) measured), analytic at %2</source>
        <translation>
            <numerusform>实测在%1（测了 %n 个批大小），解析在%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Not measured: %1</source>
        <translation>未实测：%1</translation>
    </message>
    <message>
        <source>%1 of the analytic step at 100 %; by kernel group: bandwidth %2, compute %3</source>
        <translation>相当于 100 % 效率解析单步的 %1；按内核组：带宽 %2，计算 %3</translation>
    </message>
    <message>
        <source>%1 of the analytic step at 100 %; by kernel group: bandwidth %2 (no compute-bound group measured)</source>
        <translation>相当于 100 % 效率解析单步的 %1；按内核组：带宽 %2（未测到受计算限制的组）</translation>
    </message>
    <message>
        <source>%1 of the analytic step at 100 %; by kernel group: compute %2 (no memory-bound group measured)</source>
        <translation>相当于 100 % 效率解析单步的 %1；按内核组：计算 %2（未测到受内存限制的组）</translation>
    </message>
    <message>
        <source>%1 of the analytic step at 100 %</source>
        <translation>相当于 100 % 效率解析单步的 %1</translation>
    </message>
    <message>
        <source>%1 (%2 of the time in memory-bound kernels); %3 of the memory read it measured (%5), MFU %4</source>
        <translation>%1（%2 的时间在受内存带宽限制的内核中）；达到实测内存读取带宽（%5）的 %3，MFU %4</translation>
    </message>
</context>
<context>
    <name>roofline::ui::CalculatorPage</name>
    <message>
        <source>Configuration</source>
        <translation>参数设置</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>模型(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;GPU</source>
        <translation>GPU(&amp;G)</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>Decode makes one token per sequence per step and re-reads every weight: memory-bound. Prefill processes the whole prompt at once and reuses each weight across it: usually compute-bound.</source>
        <translation>解码每步为每个序列生成一个 token，并重新读取所有权重：受内存带宽限制。预填充一次处理整个提示，并在其中复用每个权重：通常受算力限制。</translation>
    </message>
    <message>
        <source>&amp;Phase</source>
        <translation>阶段(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Weights</source>
        <translation>权重(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;KV cache</source>
        <translation>KV 缓存(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Activations</source>
        <translation>激活(&amp;A)</translation>
    </message>
    <message>
        <source>Sequences processed at once. A bigger batch reuses each weight load across more tokens, raising arithmetic intensity.</source>
        <translation>同时处理的序列数。批次越大，每次加载的权重可服务越多的 token，从而提高算术强度。</translation>
    </message>
    <message>
        <source>&amp;Batch size</source>
        <translation>批大小(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Context (tokens)</source>
        <translation>上下文 token 数(&amp;C)</translation>
    </message>
    <message>
        <source>Fraction of peak bandwidth the kernels reach. Effective bandwidth = efficiency × peak, so memory-bound time scales by 1/efficiency.</source>
        <translation>内核达到的峰值带宽比例。有效带宽 = 效率 × 峰值，因此受内存带宽限制的耗时按 1/效率 缩放。</translation>
    </message>
    <message>
        <source>%1 (measured)</source>
        <translation>%1（实测）</translation>
    </message>
    <message>
        <source>Choose a model and a GPU.</source>
        <translation>请选择模型和 GPU。</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 在 %2 上</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>spec</source>
        <translation>规格</translation>
    </message>
    <message>
        <source>%1 b%2</source>
        <translation>%1 b%2</translation>
    </message>
    <message>
        <source>operating point</source>
        <translation>工作点</translation>
    </message>
    <message>
        <source>%1 at %2 FLOP/byte: %3 (%4 % of the roof above it)</source>
        <translation>%1，%2 FLOP/byte：%3（为其上方屋顶的 %4 %）</translation>
    </message>
    <message>
        <source>&amp;Roofline</source>
        <translation>屋顶线(&amp;R)</translation>
    </message>
    <message>
        <source>Where the configured step sits under the roofs of the GPU(s).</source>
        <translation>所配置的步骤在 GPU 屋顶下所处的位置。</translation>
    </message>
    <message>
        <source>S&amp;weep</source>
        <translation>扫描(&amp;S)</translation>
    </message>
    <message>
        <source>Throughput and latency across a range of batch sizes or context lengths, with every other input as set.</source>
        <translation>在一系列批大小或上下文长度下的吞吐量和延迟，其他输入均保持当前设置。</translation>
    </message>
    <message>
        <source>Compare &amp;with</source>
        <translation>对比对象(&amp;I)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>%1, %2, batch %3, context %4</source>
        <translation>%1，%2，批大小 %3，上下文 %4</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>operating point on %1</source>
        <translation>%1 上的工作点</translation>
    </message>
    <message>
        <source>The format each tensor is stored in and the arithmetic runs in (docs/model/precision.md): quantised checkpoints keep embedding, lm_head and KV cache in the model&apos;s dtype.</source>
        <translation>每个张量的存储格式以及运算格式（docs/model/precision.md）：量化检查点的嵌入、lm_head 和 KV 缓存保持模型数据类型。</translation>
    </message>
    <message>
        <source>&amp;Kernel groups</source>
        <translation>内核组(&amp;K)</translation>
    </message>
    <message>
        <source>The step kernel group by kernel group, each at its own bound, and their sum.</source>
        <translation>逐个内核组展示该步：各组按各自的限制因素计时，以及它们之和。</translation>
    </message>
    <message>
        <source>The LLM. Its architecture sets the weight bytes streamed per step, the FLOPs per token, and the KV-cache size (layers × KV heads × head size). &quot;N parameters&quot; is the seeds&apos; model: every weight read once, two FLOPs per weight and token.</source>
        <translation>大语言模型。其架构决定每步读取的权重字节数、每 token 的 FLOPs 以及 KV 缓存大小（层数 × KV 头数 × 头维度）。“N 个参数”是种子材料中的模型：每个权重读取一次，每个权重每个 token 两次 FLOP。</translation>
    </message>
    <message>
        <source> B</source>
        <translation> B</translation>
    </message>
    <message>
        <source>Parameters in billions: 8 reads 16 GB per decode step in bf16, 4.78 ms on an H100&apos;s 3.35 TB/s.</source>
        <translation>参数量（十亿）：8 表示 bf16 下每个解码步读取 16 GB，在 H100 的 3.35 TB/s 上为 4.78 ms。</translation>
    </message>
    <message>
        <source>no layers</source>
        <translation>无层数</translation>
    </message>
    <message>
        <source>Layers, to count the KV cache and the kernel launches; 0 leaves both out, as the seeds&apos; formula does.</source>
        <translation>层数，用于计算 KV 缓存和内核启动；0 表示两者都不计，与种子公式一致。</translation>
    </message>
    <message>
        <source>no width</source>
        <translation>无宽度</translation>
    </message>
    <message>
        <source>Hidden size d_model: the KV cache holds 2 · layers · d_model values per token (no grouped-query sharing).</source>
        <translation>隐藏维度 d_model：KV 缓存每个 token 存储 2 · 层数 · d_model 个值（不做分组查询共享）。</translation>
    </message>
    <message>
        <source>&amp;Parameters</source>
        <translation>参数量(&amp;P)</translation>
    </message>
    <message>
        <source>The accelerator: its peak compute (FLOP/s) and memory bandwidth set the two roofs. Measured profiles and stored runs use what a run achieved.</source>
        <translation>加速器：其峰值算力（FLOP/s）和内存带宽构成两条屋顶。实测配置和已存储的运行使用某次运行实际达到的数值。</translation>
    </message>
    <message>
        <source>A second GPU (catalog, user or measured profile, or a stored run) evaluated with the same inputs: the results show both side by side with their ratio, and the charts overlay both.</source>
        <translation>第二个 GPU（目录、用户或实测配置，或已存储的运行），用相同输入计算：结果并排显示两者及其比值，图表叠加两者。</translation>
    </message>
    <message>
        <source>checkpoint&apos;s</source>
        <translation>检查点自身</translation>
    </message>
    <message>
        <source>Storage format of the linear layers (attention and feed-forward). A narrower format quantises only them, as AWQ, GPTQ and FP8 checkpoints do: embedding, lm_head and norms stay in the model&apos;s 16-bit dtype. fp32/fp16/bf16 recast the whole model. &quot;checkpoint&apos;s&quot; is how the model is published (bf16; fp8 for DeepSeek-V3, MXFP4 experts for GPT-OSS).</source>
        <translation>线性层（注意力与前馈网络）的存储格式。更窄的格式只量化它们，正如 AWQ、GPTQ 和 FP8 检查点那样：嵌入、lm_head 和归一化层保持模型的 16 位数据类型。fp32/fp16/bf16 会转换整个模型。“检查点自身”即模型发布时的格式（bf16；DeepSeek-V3 为 fp8，GPT-OSS 的专家为 MXFP4）。</translation>
    </message>
    <message>
        <source>model&apos;s dtype</source>
        <translation>模型数据类型</translation>
    </message>
    <message>
        <source>Format of the KV cache, which decode re-reads in full every step. By default the model&apos;s dtype, as serving engines&apos; kv_cache_dtype &quot;auto&quot;; fp8 halves it.</source>
        <translation>KV 缓存的格式，解码每一步都要完整重读它。默认为模型数据类型，与推理引擎的 kv_cache_dtype &quot;auto&quot; 相同；fp8 可将其减半。</translation>
    </message>
    <message>
        <source>Format of the tensors between kernels. The GEMMs multiply in the wider of weights and activations, except fp8/fp4 weights on a GPU with that tensor rate (W8A8-FP8); integer arithmetic only when activations are integer too.</source>
        <translation>内核之间张量的格式。GEMM 以权重与激活中较宽的格式计算，但在具备相应张量速率的 GPU 上，fp8/fp4 权重以其自身格式计算（W8A8-FP8）；只有激活也是整数时才做整数运算。</translation>
    </message>
    <message>
        <source>Decode: tokens already in the sequence, whose KV cache every step re-reads (windowed layers only their window). Prefill: the prompt length.</source>
        <translation>解码：序列中已有的 token，每一步都要重读它们的 KV 缓存（窗口层只读其窗口）。预填充：提示长度。</translation>
    </message>
    <message>
        <source>Key/value heads per layer: fewer shrink the KV cache proportionally. In the GQA paper (Ainslie et al., 2023) the number of groups G is this number of key/value heads: GQA-1 is multi-query attention, GQA-H (one per query head) is multi-head attention. Each key/value head serves H / G query heads.</source>
        <translation>每层的键/值头数：越少，KV 缓存按比例越小。在 GQA 论文（Ainslie 等，2023）中，组数 G 就是键/值头数：GQA-1 即多查询注意力，GQA-H（每个查询头一个）即多头注意力。每个键/值头服务 H / G 个查询头。</translation>
    </message>
    <message>
        <source>KV &amp;heads (GQA groups)</source>
        <translation>KV 头数（GQA 组数）(&amp;H)</translation>
    </message>
    <message>
        <source>Tensor parallelism: GPUs the model is split over. Each holds and reads its share of the weights and KV heads; every layer all-reduces twice over the GPU&apos;s peer link (NVLink, else PCIe).</source>
        <translation>张量并行：模型切分到的 GPU 数。每个 GPU 保存并读取自己那份权重和 KV 头；每层经 GPU 的点对点互连（NVLink，否则 PCIe）做两次 all-reduce。</translation>
    </message>
    <message>
        <source>&amp;Tensor parallel (GPUs)</source>
        <translation>张量并行（GPU 数）(&amp;T)</translation>
    </message>
    <message>
        <source>Bandwidth &amp;efficiency</source>
        <translation>带宽效率(&amp;E)</translation>
    </message>
    <message>
        <source>Fraction of peak FLOP/s the kernels reach (model FLOPs utilisation). Compute-bound time scales by 1/efficiency; the ridge point moves with it.</source>
        <translation>内核达到的峰值 FLOP/s 比例（模型 FLOPs 利用率）。受算力限制的耗时按 1/效率 缩放；脊点随之移动。</translation>
    </message>
    <message>
        <source>Compute e&amp;fficiency (MFU)</source>
        <translation>计算效率（MFU）(&amp;F)</translation>
    </message>
    <message>
        <source>N parameters (generic)</source>
        <translation>N 个参数（通用）</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <translation>%1（你的）</translation>
    </message>
    <message>
        <source>%1, measured</source>
        <translation>%1，实测</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 个参数</translation>
    </message>
    <message>
        <source>model&apos;s own (%1)</source>
        <translation>模型自身（%1）</translation>
    </message>
    <message>
        <source>latent (MLA)</source>
        <translation>潜在（MLA）</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>%1 query heads per KV head</source>
        <translation>每个 KV 头对应 %1 个查询头</translation>
    </message>
    <message>
        <source>Reading the measured ceilings of %1…</source>
        <translation>正在读取 %1 的实测上限…</translation>
    </message>
    <message>
        <source>%1 query heads cannot be shared evenly by %2 key/value heads.</source>
        <translation>%1 个查询头无法被 %2 个键/值头均匀共享。</translation>
    </message>
    <message>
        <source>reading its measured ceilings…</source>
        <translation>正在读取其实测上限…</translation>
    </message>
    <message>
        <source>Attention weights %1, feed-forward %2, embedding %3, lm_head %4, KV cache %5, activations %6; GEMMs in %7, attention scores in %8.</source>
        <translation>注意力权重 %1，前馈网络 %2，嵌入 %3，lm_head %4，KV 缓存 %5，激活 %6；GEMM 以 %7 计算，注意力分数以 %8 计算。</translation>
    </message>
    <message>
        <source>%1 at %2 % / %3 % efficiency</source>
        <translation>%1，效率 %2 % / %3 %</translation>
    </message>
    <message>
        <source>achieved at %1 % bandwidth, %2 % compute efficiency</source>
        <translation>在 %1 % 带宽效率、%2 % 计算效率下可达</translation>
    </message>
    <message>
        <source>%1 (measured, %2): %3 per call, %4 at %5 FLOP/byte, %6 of its roof in the run</source>
        <translation>%1（实测，%2）：每次调用 %3，%4，强度 %5 FLOP/byte，达到本次运行中其屋顶的 %6</translation>
    </message>
    <message>
        <source>Kernel efficiency: mea&amp;sured</source>
        <translation>内核效率：实测(&amp;S)</translation>
    </message>
    <message>
        <source>the hardware is not a stored run; choose a run that measured this model&apos;s step (roofline probe --llm MODEL)</source>
        <translation>所选硬件不是已存储的运行；请选择一个实测过该模型单步的运行（roofline probe --llm MODEL）</translation>
    </message>
    <message>
        <source>Use the efficiencies the run&apos;s kernels reached instead of the typed ones: each measured kernel group on its own bound side, memory-bound groups giving the bandwidth efficiency, compute-bound ones the MFU.</source>
        <translation>使用本次运行中内核实际达到的效率代替手动输入的效率：每个实测内核组按其自身的限制因素计算，受内存限制的组给出带宽效率，受计算限制的组给出 MFU。</translation>
    </message>
    <message>
        <source>Not available: %1.</source>
        <translation>不可用：%1。</translation>
    </message>
    <message>
        <source>%1 % (measured)</source>
        <translation>%1 %（实测）</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <source>%1. It splits over %2 GPUs.</source>
        <translation>%1。可拆分到 %2 个 GPU 上。</translation>
    </message>
</context>
<context>
    <name>roofline::ui::CalculatorResultPanel</name>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation>比值</translation>
    </message>
    <message>
        <source>The compared GPU&apos;s value divided by the first GPU&apos;s. For throughput above 1 is faster; for times below 1 is faster.</source>
        <translation>对比 GPU 的数值除以第一个 GPU 的数值。对吞吐量而言，大于 1 表示更快；对耗时而言，小于 1 表示更快。</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Arithmetic intensity</source>
        <translation>算术强度</translation>
    </message>
    <message>
        <source>Ridge point</source>
        <translation>脊点</translation>
    </message>
    <message>
        <source>KV cache vs weights</source>
        <translation>KV 缓存与权重</translation>
    </message>
    <message>
        <source>Effective bandwidth</source>
        <translation>有效带宽</translation>
    </message>
    <message>
        <source>Memory / compute / launches</source>
        <translation>内存 / 算力 / 启动</translation>
    </message>
    <message>
        <source>Time per token</source>
        <translation>每 token 耗时</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Compute utilisation</source>
        <translation>算力利用率</translation>
    </message>
    <message>
        <source>With CUDA Graphs</source>
        <translation>使用 CUDA Graphs</translation>
    </message>
    <message>
        <source>Memory needed</source>
        <translation>所需内存</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 FLOP/byte</source>
        <translation>%1 FLOP/byte</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>%1 per step</source>
        <translation>每步 %1</translation>
    </message>
    <message>
        <source>%1 of %2: fits</source>
        <translation>%1 / %2：可容纳</translation>
    </message>
    <message>
        <source>%1 of %2: does not fit</source>
        <translation>%1 / %2：容纳不下</translation>
    </message>
    <message>
        <source>Step, kernel by kernel</source>
        <translation>单步（逐内核）</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>The step when its kernel groups run one after another, each at its own bound (the Kernel groups tab): %1 % of it in %2 groups. The time per token above is the overlapped bound: the largest clock over the whole step.</source>
        <translation>各内核组依次执行、各按自身限制因素计时时的单步耗时（见“内核组”标签页）：其中 %1 % 属于“%2”的组。上面的每 token 耗时是重叠上界：整步中最长的时钟。</translation>
    </message>
    <message>
        <source>not for a CPU</source>
        <translation>不适用于 CPU</translation>
    </message>
    <message>
        <source>CUDA Graphs replay a GPU&apos;s kernel launches at a lower cost per kernel; a CPU step launches no kernels, so there is nothing to replay.</source>
        <translation>CUDA Graphs 以更低的单内核开销重放 GPU 的内核启动；CPU 的一步不启动任何内核，因此没有可重放的内容。</translation>
    </message>
</context>
<context>
    <name>roofline::ui::CalculatorSources</name>
    <message>
        <source>No database: measured runs are not available.</source>
        <translation>没有数据库：无法使用实测运行。</translation>
    </message>
</context>
<context>
    <name>roofline::ui::CalculatorSweepPanel</name>
    <message>
        <source>Batch size</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>Context length</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <source>The input the sweep varies along the x axis; every other input stays as set on the left. Batch raises throughput until compute is the limit; context adds KV-cache traffic that every decode step re-reads.</source>
        <translation>扫描沿 x 轴改变的输入；其他输入均保持左侧的设置。增大批大小会提高吞吐量，直到算力成为瓶颈；增大上下文会增加每个解码步骤都要重新读取的 KV 缓存流量。</translation>
    </message>
    <message>
        <source>S&amp;weep</source>
        <translation>扫描(&amp;S)</translation>
    </message>
    <message>
        <source>First value of the sweep. Points are spaced evenly on a log scale, so small values get as many points as large ones.</source>
        <translation>扫描的起始值。各点在对数刻度上均匀分布，因此小数值与大数值获得同样多的点。</translation>
    </message>
    <message>
        <source>&amp;from</source>
        <translation>从(&amp;F)</translation>
    </message>
    <message>
        <source>Last value of the sweep. Context defaults to the model&apos;s trained maximum; beyond it the model was not trained.</source>
        <translation>扫描的终止值。上下文默认取模型训练时的最大值；超出该值的部分模型未经训练。</translation>
    </message>
    <message>
        <source>&amp;to</source>
        <translation>到(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Default range</source>
        <translation>默认范围(&amp;D)</translation>
    </message>
    <message>
        <source>Batch 1 to 1024, or context 128 to the model&apos;s trained maximum.</source>
        <translation>批大小 1 到 1024，或上下文 128 到模型训练时的最大值。</translation>
    </message>
    <message>
        <source>Choose a model and a GPU.</source>
        <translation>请选择模型和 GPU。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 throughout</source>
        <translation>全程%1</translation>
    </message>
    <message>
        <source>does not fit in %1 from %2 %3</source>
        <translation>从%2 %3 起无法装入 %1</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>%1, %2 at context %3</source>
        <translation>%1，%2，上下文 %3</translation>
    </message>
    <message>
        <source>%1, %2 at batch %3</source>
        <translation>%1，%2，批大小 %3</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 在 %2 上</translation>
    </message>
    <message>
        <source>measured: compute-bound from batch %1</source>
        <translation>实测：自批大小 %1 起受计算限制</translation>
    </message>
    <message numerus="yes">
        <source>measured: %n batch(es), no memory→compute flip among them</source>
        <translation>
            <numerusform>实测：%n 个批大小，其中没有内存→计算转折</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ui::ComparePage</name>
    <message>
        <source>Runs to compare</source>
        <translation>待对比的运行记录</translation>
    </message>
    <message>
        <source>This &amp;node over time</source>
        <translation>此节点的历史变化(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Baseline</source>
        <translation>基准(&amp;B)</translation>
    </message>
    <message>
        <source>Only &amp;significant changes</source>
        <translation>仅显示显著变化(&amp;S)</translation>
    </message>
    <message>
        <source>Hide the rows where every run is within noise of the baseline.</source>
        <translation>隐藏所有运行记录与基准的差异都在噪声范围内的行。</translation>
    </message>
    <message>
        <source>No runs stored yet: measure one on the Probe page or import a bundle in History.</source>
        <translation>尚未存储任何运行记录：请在“探测”页测量一次，或在“历史”页导入运行记录包。</translation>
    </message>
    <message>
        <source>Tick two or more runs</source>
        <translation>请勾选两个或更多运行记录</translation>
    </message>
    <message>
        <source>Tick two or more runs to compare them.</source>
        <translation>请勾选两个或更多运行记录以进行对比。</translation>
    </message>
    <message>
        <source>Compare at most %1 runs at once.</source>
        <translation>一次最多对比 %1 个运行记录。</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) differ from the baseline beyond noise (highlighted).</source>
        <translation>
            <numerusform>%n 行与基准的差异超出噪声（已高亮）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compared %n run(s)</source>
        <translation>
            <numerusform>已对比 %n 个运行记录</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>This node over time — run #%1: %2</source>
        <translation>此节点的历史变化 — 运行记录 #%1：%2</translation>
    </message>
    <message>
        <source>Tick 2 to %1 runs (click a row). Measurements are matched by probe, metric, level, format, kernel and working set.</source>
        <translation>勾选 2 到 %1 个运行（点击一行）。测量按探针、指标、层级、格式、内核和工作集匹配。</translation>
    </message>
    <message>
        <source>Tick the complete runs of the ticked run&apos;s device (or the highlighted one&apos;s, when none is ticked), to see how it changed over time.</source>
        <translation>勾选所勾选运行（若未勾选，则为高亮运行）所在设备的全部完整运行，查看其随时间的变化。</translation>
    </message>
    <message>
        <source>The run the others are divided by; its column shows the reference values. The earliest ticked run unless you choose another.</source>
        <translation>其他运行与之相除的运行；其列显示参考值。除非另选，否则为最早勾选的运行。</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ComparisonTableModel</name>
    <message>
        <source>Measurement</source>
        <translation>测量项</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>%1 (baseline)</source>
        <translation>%1（基准）</translation>
    </message>
    <message>
        <source>%1 ÷ baseline</source>
        <translation>%1 ÷ 基准</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Differs from the baseline beyond noise (|Δ| &gt; %1 × combined spread and &gt; %2 %)</source>
        <translation>与基准的差异超出噪声（|Δ| &gt; %1 × 合并离散度，且 &gt; %2 %）</translation>
    </message>
</context>
<context>
    <name>roofline::ui::DatabaseOpenJob</name>
    <message>
        <source>Database password</source>
        <translation>数据库密码</translation>
    </message>
    <message>
        <source>The server %1 refused that password; type it again.</source>
        <translation>服务器 %1 拒绝了该密码；请重新输入。</translation>
    </message>
    <message>
        <source>The server %1 asks for a password, and none is in ~/.pgpass or PGPASSFILE.</source>
        <translation>服务器 %1 要求输入密码，但 ~/.pgpass 或 PGPASSFILE 中没有。</translation>
    </message>
    <message>
        <source>Roofline Lab keeps it for this session only and never saves it.</source>
        <translation>Roofline Lab 仅在本次会话中保留该密码，绝不会保存。</translation>
    </message>
    <message>
        <source>%1
No password was given.</source>
        <translation>%1
未提供密码。</translation>
    </message>
</context>
<context>
    <name>roofline::ui::DeleteRunsCommand</name>
    <message numerus="yes">
        <source>delete %n run(s)</source>
        <translation>
            <numerusform>删除 %n 个运行记录</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ui::DisplayCheck</name>
    <message>
        <source>roofline-lab: no display to open a window on (%1). The command-line twin &apos;roofline&apos; does the same work without one: run &apos;roofline --help&apos;.</source>
        <translation>roofline-lab：没有可打开窗口的显示器（%1）。命令行版本 &apos;roofline&apos; 无需显示器即可完成同样的工作：运行 &apos;roofline --help&apos;。</translation>
    </message>
</context>
<context>
    <name>roofline::ui::EngineQuery</name>
    <message>
        <source>The measurement engine was not found at %1. Reinstall Roofline Lab, or build the roofline-probe target next to roofline-lab.</source>
        <translation>在 %1 未找到测量引擎。请重新安装 Roofline Lab，或在 roofline-lab 旁构建 roofline-probe 目标。</translation>
    </message>
    <message>
        <source>The measurement engine stopped with exit code %1: %2</source>
        <translation>测量引擎已停止，退出码 %1：%2</translation>
    </message>
    <message>
        <source>Cannot start the measurement engine: %1</source>
        <translation>无法启动测量引擎：%1</translation>
    </message>
    <message>
        <source>%1 (%2, %3, CUDA: %4)</source>
        <translation>%1 (%2, %3, CUDA: %4)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>roofline::ui::FileDialogs</name>
    <message>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>%1 file</source>
        <translation>%1 文件</translation>
    </message>
</context>
<context>
    <name>roofline::ui::FleetPage</name>
    <message>
        <source>Filter hosts and devices</source>
        <translation>筛选主机和设备</translation>
    </message>
    <message>
        <source>Only &amp;flagged</source>
        <translation>仅已标记(&amp;F)</translation>
    </message>
    <message>
        <source>Show only nodes whose latest run regressed.</source>
        <translation>仅显示最新运行记录已退化的节点。</translation>
    </message>
    <message>
        <source>Baseline: median of last </source>
        <translation>基准：最近 </translation>
    </message>
    <message>
        <source> runs</source>
        <translation> 个运行记录的中位数</translation>
    </message>
    <message>
        <source>Each node&apos;s latest complete run is judged against the median of this many earlier complete runs (&apos;roofline check --last N&apos;).</source>
        <translation>每个节点最新的已完成运行记录会与这么多个较早已完成运行记录的中位数进行对比（&apos;roofline check --last N&apos;）。</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>Read the fleet from the database again.</source>
        <translation>重新从数据库读取机群信息。</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Write the fleet report (PDF, HTML, CSV or JSON) of the nodes shown.</source>
        <translation>为所显示的节点生成机群报告（PDF、HTML、CSV 或 JSON）。</translation>
    </message>
    <message>
        <source>Co&amp;mpare over time</source>
        <translation>历史对比(&amp;M)</translation>
    </message>
    <message>
        <source>Open the selected node&apos;s latest run and its baseline runs on the Compare page (or double-click the row).</source>
        <translation>在“对比”页打开所选节点的最新运行记录及其基准运行记录（或双击该行）。</translation>
    </message>
    <message>
        <source>Re&amp;port on latest run</source>
        <translation>最新运行记录报告(&amp;P)</translation>
    </message>
    <message>
        <source>Open the hardware report of the selected node&apos;s latest run.</source>
        <translation>打开所选节点最新运行记录的硬件报告。</translation>
    </message>
    <message>
        <source>Reading the fleet…</source>
        <translation>正在读取机群信息…</translation>
    </message>
    <message>
        <source>Cannot read the fleet: %1</source>
        <translation>无法读取机群信息：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) on %1 host(s), shown in %2 ms</source>
        <translation>
            <numerusform>%n 个节点，分布在 %1 台主机上，显示耗时 %2 ms</numerusform>
        </translation>
    </message>
    <message>
        <source> · checking for regressions: %1 of %2 nodes</source>
        <translation> · 正在检查退化：%1 / %2 个节点</translation>
    </message>
    <message numerus="yes">
        <source> · %n flagged</source>
        <translation>
            <numerusform> · 已标记 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source> · regression check failed: %1</source>
        <translation> · 退化检查失败：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Select a node&lt;/b&gt; to see its figures and findings.</source>
        <translation>&lt;b&gt;选择一个节点&lt;/b&gt;以查看其数值和发现。</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Choose a folder you can write to and try again.</source>
        <translation>请选择一个您有写入权限的文件夹，然后重试。</translation>
    </message>
    <message>
        <source>Wrote the fleet report to %1</source>
        <translation>已将机群报告写入 %1</translation>
    </message>
    <message>
        <source>Export the fleet report</source>
        <translation>导出机群报告</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;HTML (*.html);;CSV (*.csv);;JSON (*.json)</source>
        <translation>PDF (*.pdf);;HTML (*.html);;CSV (*.csv);;JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>roofline::ui::FleetTableModel</name>
    <message>
        <source>none complete</source>
        <translation>无已完成记录</translation>
    </message>
    <message>
        <source>Runs stored for this host and device, complete or not.</source>
        <translation>此主机和设备已存储的运行记录数，无论是否完成。</translation>
    </message>
    <message>
        <source>Start of the newest complete run.</source>
        <translation>最新的已完成运行记录的开始时间。</translation>
    </message>
    <message>
        <source>Best DRAM/HBM bandwidth of the latest complete run.</source>
        <translation>最新的已完成运行记录中最佳的 DRAM/HBM 带宽。</translation>
    </message>
    <message>
        <source>Memory bandwidth as a fraction of the matched GPU profile&apos;s spec; a CPU has no spec.</source>
        <translation>内存带宽占所匹配 GPU 配置规格的比例；CPU 没有规格。</translation>
    </message>
    <message>
        <source>Headline figures of the latest run against the median of the previous runs: ↑ better, ↓ worse, → within noise.</source>
        <translation>最新运行记录的主要数值与之前运行记录中位数的对比：↑ 更好，↓ 更差，→ 在噪声范围内。</translation>
    </message>
    <message>
        <source>The whole latest run checked against the median of the previous runs, as &apos;roofline check&apos; does.</source>
        <translation>与 &apos;roofline check&apos; 相同，将整个最新运行记录与之前运行记录的中位数进行对比检查。</translation>
    </message>
    <message>
        <source>Best %1 FLOP/s of the latest complete run.</source>
        <translation>最新的已完成运行记录中最佳的 %1 FLOP/s。</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行记录数</translation>
    </message>
    <message>
        <source>Latest run</source>
        <translation>最新运行记录</translation>
    </message>
    <message>
        <source>Memory BW</source>
        <translation>内存带宽</translation>
    </message>
    <message>
        <source>% of spec</source>
        <translation>占规格 %</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>趋势</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>标记</translation>
    </message>
</context>
<context>
    <name>roofline::ui::GpuProfileAdapter</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Filter GPUs</source>
        <translation>筛选 GPU</translation>
    </message>
    <message>
        <source>Show GPUs whose name, id or source contains this text.</source>
        <translation>显示名称、ID 或来源包含此文本的 GPU。</translation>
    </message>
    <message>
        <source>Start a new GPU profile of your own.</source>
        <translation>新建一个您自己的 GPU 配置。</translation>
    </message>
    <message>
        <source>Check the fields and store the profile.</source>
        <translation>检查各字段并保存配置。</translation>
    </message>
    <message>
        <source>Delete this profile of yours.</source>
        <translation>删除您的这个配置。</translation>
    </message>
    <message>
        <source>My GPU</source>
        <translation>我的 GPU</translation>
    </message>
    <message>
        <source>Your profile: edit and save.</source>
        <translation>您的配置：可编辑并保存。</translation>
    </message>
    <message>
        <source>%1 profile (read-only). Duplicate it to make a copy you can edit.</source>
        <translation>%1配置（只读）。复制后即可得到可编辑的副本。</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>Built-in catalog entry (read-only): duplicate it to edit</source>
        <translation>内置目录条目（只读）：请复制一份再编辑</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>user</source>
        <translation>用户</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source> MHz</source>
        <translation> MHz</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source>&amp;Vendor</source>
        <translation>厂商(&amp;V)</translation>
    </message>
    <message>
        <source>e.g. NVIDIA.</source>
        <translation>例如 NVIDIA。</translation>
    </message>
    <message>
        <source>&amp;Architecture</source>
        <translation>架构(&amp;A)</translation>
    </message>
    <message>
        <source>e.g. Hopper.</source>
        <translation>例如 Hopper。</translation>
    </message>
    <message>
        <source>Memory &amp;type</source>
        <translation>显存类型(&amp;T)</translation>
    </message>
    <message>
        <source>e.g. HBM3, GDDR6X.</source>
        <translation>例如 HBM3、GDDR6X。</translation>
    </message>
    <message>
        <source>Memory &amp;capacity</source>
        <translation>显存容量(&amp;C)</translation>
    </message>
    <message>
        <source>Device memory in GB (10⁹ bytes): decides whether weights and KV cache fit.</source>
        <translation>设备显存，单位 GB（10⁹ 字节）：决定权重和 KV 缓存能否装下。</translation>
    </message>
    <message>
        <source>Memory &amp;bandwidth</source>
        <translation>显存带宽(&amp;B)</translation>
    </message>
    <message>
        <source>Peak device-memory bandwidth in GB/s: the slanted roof that limits decode.</source>
        <translation>设备显存的峰值带宽，单位 GB/s：即限制解码的斜屋顶。</translation>
    </message>
    <message>
        <source>&amp;L2 cache</source>
        <translation>L2 缓存(&amp;L)</translation>
    </message>
    <message>
        <source>Last-level cache size in MB.</source>
        <translation>末级缓存大小，单位 MB。</translation>
    </message>
    <message>
        <source>&amp;SMs</source>
        <translation>SM 数(&amp;S)</translation>
    </message>
    <message>
        <source>Streaming multiprocessors (compute units).</source>
        <translation>流式多处理器（计算单元）。</translation>
    </message>
    <message>
        <source>Boost c&amp;lock</source>
        <translation>加速频率(&amp;L)</translation>
    </message>
    <message>
        <source>Boost clock the peak rates assume.</source>
        <translation>峰值速率所基于的加速频率。</translation>
    </message>
    <message>
        <source>&amp;Power</source>
        <translation>功耗(&amp;P)</translation>
    </message>
    <message>
        <source>Board power (TDP).</source>
        <translation>板卡功耗（TDP）。</translation>
    </message>
    <message>
        <source> TOP/s</source>
        <translation> TOP/s</translation>
    </message>
    <message>
        <source> TFLOP/s</source>
        <translation> TFLOP/s</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>不支持</translation>
    </message>
    <message>
        <source>Peak %1</source>
        <translation>%1 峰值</translation>
    </message>
    <message>
        <source>Dense peak in %1 (TFLOP/s; TOP/s for integers); 0 when the GPU has no such unit. Sets the flat roof for this format.</source>
        <translation>%1 的稠密峰值（TFLOP/s；整数为 TOP/s）；若 GPU 没有此类单元则为 0。决定该格式的水平屋顶。</translation>
    </message>
</context>
<context>
    <name>roofline::ui::HardwarePage</name>
    <message>
        <source>Choose a run first.</source>
        <translation>请先选择一个运行。</translation>
    </message>
    <message>
        <source>%1 measured on %2 (run #%3)</source>
        <translation>%1，在 %2 上测得（运行 #%3）</translation>
    </message>
    <message>
        <source>A profile from run #%1: check it, then Save.</source>
        <translation>来自运行 #%1 的配置文件：检查后点击保存。</translation>
    </message>
</context>
<context>
    <name>roofline::ui::HistoryPage</name>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Show runs whose device name, id or UUID contains this text.</source>
        <translation>显示设备名称、ID 或 UUID 包含此文本的运行记录。</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Show runs from hosts whose name contains this text.</source>
        <translation>显示主机名包含此文本的运行记录。</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Show runs with a tag containing this text.</source>
        <translation>显示标签包含此文本的运行记录。</translation>
    </message>
    <message>
        <source>Suite</source>
        <translation>套件</translation>
    </message>
    <message>
        <source>Show runs of this suite (quick, standard, full).</source>
        <translation>显示此套件的运行记录（quick、standard、full）。</translation>
    </message>
    <message>
        <source>Show only runs that ended this way.</source>
        <translation>仅显示以此状态结束的运行记录。</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>任意状态</translation>
    </message>
    <message>
        <source>Show only runs started in this period.</source>
        <translation>仅显示在此时间段内开始的运行记录。</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>任意时间</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>今天</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>最近 7 天</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>最近 30 天</translation>
    </message>
    <message>
        <source>Last year</source>
        <translation>最近一年</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>Import run bundles (.json) or report PDFs that carry one. You can also drop them onto this page.</source>
        <translation>导入运行记录包（.json）或内含运行记录包的报告 PDF。也可以将它们拖放到此页面。</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Write the selected runs to one bundle file another machine can import.</source>
        <translation>将所选运行记录写入一个运行记录包文件，供其他机器导入。</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the selected runs (Del). Undo brings them back.</source>
        <translation>删除所选运行记录（Del）。撤销可将其恢复。</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>对比(&amp;M)</translation>
    </message>
    <message>
        <source>Compare the selected runs on the Compare page.</source>
        <translation>在“对比”页对比所选运行记录。</translation>
    </message>
    <message>
        <source>Re&amp;port</source>
        <translation>报告(&amp;P)</translation>
    </message>
    <message>
        <source>Open the selected runs on the Reports page.</source>
        <translation>在“报告”页打开所选运行记录。</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Selected run</source>
        <translation>所选运行记录</translation>
    </message>
    <message>
        <source>Free text about this run: what changed, why it was measured.</source>
        <translation>关于此运行记录的自由文本：有何变化、为何测量。</translation>
    </message>
    <message>
        <source>Comma-separated tags, e.g. baseline, after-bios-update.</source>
        <translation>逗号分隔的标签，例如 baseline, after-bios-update。</translation>
    </message>
    <message>
        <source>&amp;Save notes and tags</source>
        <translation>保存备注和标签(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <translation>备注(&amp;N)</translation>
    </message>
    <message>
        <source>T&amp;ags</source>
        <translation>标签(&amp;A)</translation>
    </message>
    <message>
        <source>Cannot read the history: %1</source>
        <translation>无法读取历史：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 个运行记录</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a run to see and edit it.</source>
        <translation>选择一个运行记录以查看和编辑。</translation>
    </message>
    <message numerus="yes">
        <source>%n runs selected.</source>
        <translation>
            <numerusform>已选择 %n 个运行记录。</numerusform>
        </translation>
    </message>
    <message>
        <source>Select one run</source>
        <translation>请选择单个运行记录</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>状态：%1</translation>
    </message>
    <message>
        <source>Started: %1</source>
        <translation>开始时间：%1</translation>
    </message>
    <message>
        <source>Host: %1 · %2</source>
        <translation>主机：%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>Suite: %1 · %n measurement(s)</source>
        <translation>
            <numerusform>套件：%1 · %n 项测量</numerusform>
        </translation>
    </message>
    <message>
        <source>Run id %1 · UUID %2</source>
        <translation>运行记录 ID %1 · UUID %2</translation>
    </message>
    <message>
        <source>Notes and tags not saved</source>
        <translation>备注和标签未保存</translation>
    </message>
    <message>
        <source>Check that the database file is writable, then try again.</source>
        <translation>请检查数据库文件是否可写，然后重试。</translation>
    </message>
    <message>
        <source>Notes and tags saved.</source>
        <translation>备注和标签已保存。</translation>
    </message>
    <message>
        <source>Delete failed</source>
        <translation>删除失败</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n run(s). Undo (Ctrl+Z) brings them back.</source>
        <translation>
            <numerusform>已删除 %n 个运行记录。撤销（Ctrl+Z）可将其恢复。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>导入失败</translation>
    </message>
    <message>
        <source>Nothing was imported; the history is unchanged. Check that the file is a Roofline Lab run bundle (or a report PDF that carries one).</source>
        <translation>未导入任何内容；历史保持不变。请检查该文件是否为 Roofline Lab 运行记录包（或内含运行记录包的报告 PDF）。</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s)</source>
        <translation>
            <numerusform>已导入 %n 个运行记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n already stored</source>
        <translation>
            <numerusform>；%n 个已存储</numerusform>
        </translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Choose a folder you can write to and try again.</source>
        <translation>请选择一个您有写入权限的文件夹，然后重试。</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n run(s) to %1</source>
        <translation>
            <numerusform>已将 %n 个运行记录写入 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Import runs</source>
        <translation>导入运行记录</translation>
    </message>
    <message>
        <source>Run bundles and reports (*.json *.pdf);;All files (*)</source>
        <translation>运行记录包和报告 (*.json *.pdf);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export runs</source>
        <translation>导出运行记录</translation>
    </message>
    <message>
        <source>Select the runs to export first.</source>
        <translation>请先选择要导出的运行记录。</translation>
    </message>
    <message>
        <source>Run bundle (*.json)</source>
        <translation>运行记录包 (*.json)</translation>
    </message>
    <message>
        <source>S&amp;ync…</source>
        <translation>同步(&amp;Y)…</translation>
    </message>
    <message>
        <source>Copy runs between this database and another one (a node&apos;s SQLite file, the lab&apos;s PostgreSQL server), as &apos;roofline runs sync&apos; does.</source>
        <translation>在此数据库与另一个数据库（某节点的 SQLite 文件、实验室的 PostgreSQL 服务器）之间复制运行记录，与 &apos;roofline runs sync&apos; 相同。</translation>
    </message>
    <message>
        <source>Saving notes and tags…</source>
        <translation>正在保存备注和标签…</translation>
    </message>
    <message>
        <source>Notes and tags not saved.</source>
        <translation>备注和标签未保存。</translation>
    </message>
    <message>
        <source>Nothing was changed. Check that the database is writable, then try again.</source>
        <translation>未做任何更改。请检查数据库是否可写，然后重试。</translation>
    </message>
    <message>
        <source>Undo failed</source>
        <translation>撤销失败</translation>
    </message>
    <message numerus="yes">
        <source>Importing %n file(s)…</source>
        <translation>
            <numerusform>正在导入 %n 个文件…</numerusform>
        </translation>
    </message>
    <message>
        <source>Import failed.</source>
        <translation>导入失败。</translation>
    </message>
    <message>
        <source>%1: %2 (×%3)</source>
        <translation>%1：%2（×%3）</translation>
    </message>
    <message>
        <source>Warnings: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>The engine&apos;s words (English):</source>
        <translation>引擎原文（英文）：</translation>
    </message>
    <message>
        <source>Unsaved notes</source>
        <translation>未保存的备注</translation>
    </message>
    <message>
        <source>The notes and tags of run %1 have changes that are not saved.</source>
        <translation>运行 %1 的备注和标签有未保存的更改。</translation>
    </message>
    <message>
        <source>Save them before leaving the run?</source>
        <translation>离开此运行前是否保存？</translation>
    </message>
    <message>
        <source>. Note: %1</source>
        <translation>。注意：%1</translation>
    </message>
    <message>
        <source>The kernels of run %1 could not be read: %2</source>
        <translation>无法读取运行 %1 的内核：%2</translation>
    </message>
    <message>
        <source>Kernels not imported</source>
        <translation>内核未导入</translation>
    </message>
    <message>
        <source>Kernel files are CSV or JSON of the documented schema, or the output of ncu --csv; see docs/cli.md, &quot;Kernel files&quot;.</source>
        <translation>内核文件是符合文档模式的 CSV 或 JSON，或 ncu --csv 的输出；参见 docs/cli.md 的“Kernel files”。</translation>
    </message>
    <message>
        <source>Select one run first: kernels are placed on the roofs of the run shown.</source>
        <translation>请先选择一个运行：内核会放置在所显示运行的屋顶线上。</translation>
    </message>
    <message numerus="yes">
        <source>Importing kernels from %n file(s)…</source>
        <translation>
            <numerusform>正在从 %n 个文件导入内核…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s) imported onto run %1.</source>
        <translation>
            <numerusform>已将 %n 个内核导入运行 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter kernels by tag</source>
        <translation>按标签筛选内核</translation>
    </message>
</context>
<context>
    <name>roofline::ui::KernelTableModel</name>
    <message>
        <source>no roof in this run</source>
        <translation>此运行中无屋顶</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>neither (latency, occupancy)</source>
        <translation>两者皆非（延迟、占用率）</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>层级</translation>
    </message>
    <message>
        <source>Intensity</source>
        <translation>强度</translation>
    </message>
    <message>
        <source>Attained</source>
        <translation>实际达到</translation>
    </message>
    <message>
        <source>% of attainable</source>
        <translation>可达上限的百分比</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>瓶颈</translation>
    </message>
</context>
<context>
    <name>roofline::ui::LlmSpecAdapter</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Filter models</source>
        <translation>筛选模型</translation>
    </message>
    <message>
        <source>Show models whose name, id or source contains this text.</source>
        <translation>显示名称、ID 或来源包含此文本的模型。</translation>
    </message>
    <message>
        <source>Start a new model of your own.</source>
        <translation>新建一个您自己的模型。</translation>
    </message>
    <message>
        <source>Check the fields and store the model (Ctrl+S).</source>
        <translation>检查各字段并保存模型（Ctrl+S）。</translation>
    </message>
    <message>
        <source>Delete this model of yours.</source>
        <translation>删除您的这个模型。</translation>
    </message>
    <message>
        <source>My model</source>
        <translation>我的模型</translation>
    </message>
    <message>
        <source>Your model: edit and save.</source>
        <translation>您的模型：可编辑并保存。</translation>
    </message>
    <message>
        <source>Catalog entry (read-only). Duplicate it to make a copy you can edit.</source>
        <translation>目录条目（只读）。复制后即可得到可编辑的副本。</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>注意力头</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 头</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>user</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>Tied input and output embeddings</source>
        <translation>输入与输出嵌入共享权重</translation>
    </message>
    <message>
        <source>Gated feed-forward (SwiGLU/GeGLU)</source>
        <translation>门控前馈网络（SwiGLU/GeGLU）</translation>
    </message>
    <message>
        <source>&amp;Family</source>
        <translation>系列(&amp;F)</translation>
    </message>
    <message>
        <source>The model family, e.g. Llama 3.</source>
        <translation>模型系列，例如 Llama 3。</translation>
    </message>
    <message>
        <source>&amp;Layers</source>
        <translation>层数(&amp;L)</translation>
    </message>
    <message>
        <source>Transformer blocks. Every layer&apos;s weights are read once per decode step, and each keeps its own KV cache.</source>
        <translation>Transformer 块数。每一层的权重在每个解码步骤中读取一次，且每层都有自己的 KV 缓存。</translation>
    </message>
    <message>
        <source>&amp;Hidden size</source>
        <translation>隐藏层大小(&amp;H)</translation>
    </message>
    <message>
        <source>d_model: the width of the residual stream.</source>
        <translation>d_model：残差流的宽度。</translation>
    </message>
    <message>
        <source>&amp;Query heads</source>
        <translation>查询头数(&amp;Q)</translation>
    </message>
    <message>
        <source>Attention query heads per layer.</source>
        <translation>每层的注意力查询头数。</translation>
    </message>
    <message>
        <source>&amp;KV heads</source>
        <translation>KV 头数(&amp;K)</translation>
    </message>
    <message>
        <source>Key/value heads per layer (GQA): fewer KV heads shrink the KV cache. Must divide the query heads.</source>
        <translation>每层的键/值头数（GQA）：KV 头越少，KV 缓存越小。必须能整除查询头数。</translation>
    </message>
    <message>
        <source>Head &amp;size</source>
        <translation>头大小(&amp;S)</translation>
    </message>
    <message>
        <source>Width of one attention head (usually hidden size ÷ query heads).</source>
        <translation>单个注意力头的宽度（通常为隐藏层大小 ÷ 查询头数）。</translation>
    </message>
    <message>
        <source>F&amp;eed-forward size</source>
        <translation>前馈层大小(&amp;E)</translation>
    </message>
    <message>
        <source>Inner width of the feed-forward block (per expert for mixtures of experts).</source>
        <translation>前馈块的内部宽度（混合专家模型为每个专家的宽度）。</translation>
    </message>
    <message>
        <source>&amp;Vocabulary</source>
        <translation>词表(&amp;V)</translation>
    </message>
    <message>
        <source>Tokens in the vocabulary: sizes the embedding and output matrices.</source>
        <translation>词表中的 token 数：决定嵌入矩阵和输出矩阵的大小。</translation>
    </message>
    <message>
        <source>E&amp;xperts</source>
        <translation>专家数(&amp;X)</translation>
    </message>
    <message>
        <source>Experts per layer; 0 for a dense model.</source>
        <translation>每层的专家数；稠密模型为 0。</translation>
    </message>
    <message>
        <source>&amp;Active experts</source>
        <translation>激活专家数(&amp;A)</translation>
    </message>
    <message>
        <source>Experts each token is routed to: only their weights are read.</source>
        <translation>每个 token 被路由到的专家数：只读取这些专家的权重。</translation>
    </message>
    <message>
        <source>Max &amp;context</source>
        <translation>最大上下文(&amp;C)</translation>
    </message>
    <message>
        <source>The longest context the model supports, in tokens.</source>
        <translation>模型支持的最长上下文，以 token 计。</translation>
    </message>
    <message>
        <source>Sliding &amp;window</source>
        <translation>滑动窗口(&amp;W)</translation>
    </message>
    <message>
        <source>Tokens a windowed layer attends to (Mistral 7B v0.1: 4096 on every layer; Gemma 3: 1024 on five of every six). 0: no window.</source>
        <translation>窗口层关注的 token 数（Mistral 7B v0.1：每层 4096；Gemma 3：每六层中的五层为 1024）。0：无窗口。</translation>
    </message>
    <message>
        <source>W&amp;indowed layers</source>
        <translation>窗口层数(&amp;I)</translation>
    </message>
    <message>
        <source>How many of the layers use the window; the others attend to the whole context. Their KV cache stops growing at the window.</source>
        <translation>使用窗口的层数；其余层关注整个上下文。窗口层的 KV 缓存增长到窗口大小即停止。</translation>
    </message>
    <message>
        <source>&amp;Reference</source>
        <translation>参考(&amp;R)</translation>
    </message>
    <message>
        <source>Where the configuration comes from (a URL or paper).</source>
        <translation>配置的出处（URL 或论文）。</translation>
    </message>
    <message>
        <source>Parts of the architecture the form has no field for, as the catalog or an imported config.json gives them.</source>
        <translation>表单中没有对应字段的架构部分，取自目录或导入的 config.json。</translation>
    </message>
    <message>
        <source>latent attention (MLA): %1 + %2 values cached per token and layer</source>
        <translation>潜在注意力（MLA）：每个 token 每层缓存 %1 + %2 个值</translation>
    </message>
    <message>
        <source>shared experts of width %1</source>
        <translation>宽度为 %1 的共享专家</translation>
    </message>
    <message>
        <source>%1 dense layers of width %2</source>
        <translation>%1 个宽度为 %2 的稠密层</translation>
    </message>
    <message>
        <source>stored as: attention %1, feed-forward %2, the rest %3</source>
        <translation>存储格式：注意力 %1，前馈网络 %2，其余 %3</translation>
    </message>
</context>
<context>
    <name>roofline::ui::MainWindow</name>
    <message>
        <source>Roofline Lab</source>
        <translation>Roofline Lab</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Roofline Lab</source>
        <translation>关于 Roofline Lab(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>About Roofline Lab</source>
        <translation>关于 Roofline Lab</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Roofline Lab %1&lt;/h3&gt;&lt;p&gt;Measures the bandwidth, latency and compute ceilings of GPUs and CPUs, and explains which one limits a workload.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3)&lt;/p&gt;%4</source>
        <translation>&lt;h3&gt;Roofline Lab %1&lt;/h3&gt;&lt;p&gt;测量 GPU 和 CPU 的带宽、延迟和算力上限，并解释哪一项限制了工作负载。&lt;/p&gt;&lt;p&gt;Qt %2（构建于 %3）&lt;/p&gt;%4</translation>
    </message>
    <message>
        <source>&lt;p&gt;Measurement engine: not asked yet (open the Probe page).&lt;/p&gt;</source>
        <translation>&lt;p&gt;测量引擎：尚未查询（请打开“探测”页）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>查找(&amp;F)…</translation>
    </message>
    <message>
        <source>This page has nothing to search.</source>
        <translation>此页面没有可搜索的内容。</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>Roofline Lab &amp;Help</source>
        <translation>Roofline Lab 帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Roofline Lab Help</source>
        <translation>Roofline Lab 帮助</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Roofline Lab&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Probe&lt;/b&gt; measures this machine; &lt;b&gt;History&lt;/b&gt; lists every stored run (notes, tags, import and export); &lt;b&gt;Compare&lt;/b&gt; sets runs side by side against the earliest (or a chosen) baseline, worse in red; &lt;b&gt;Reports&lt;/b&gt; writes PDF, HTML and CSV; &lt;b&gt;Fleet&lt;/b&gt; shows every node and flags regressions; the &lt;b&gt;calculator&lt;/b&gt; explains an LLM on a measured or catalogued GPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys&lt;/b&gt;: Alt+1…9 pages · F5 or Ctrl+R refresh the page · Ctrl+F search · Ctrl+I import runs · Ctrl+, preferences · F1 this help.&lt;/p&gt;&lt;p&gt;The command line twin is &lt;tt&gt;roofline&lt;/tt&gt; (&lt;tt&gt;roofline --help&lt;/tt&gt;); the manual is docs/cli.md and docs/design.md of the source.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Roofline Lab&lt;/h3&gt;&lt;p&gt;&lt;b&gt;测量&lt;/b&gt;测量本机；&lt;b&gt;历史&lt;/b&gt;列出每个已存储的运行（备注、标签、导入和导出）；&lt;b&gt;比较&lt;/b&gt;将多个运行并列，以最早的（或所选的）运行为基准，变差的显示为红色；&lt;b&gt;报告&lt;/b&gt;生成 PDF、HTML 和 CSV；&lt;b&gt;集群&lt;/b&gt;显示每个节点并标记性能回退；&lt;b&gt;计算器&lt;/b&gt;在实测或目录中的 GPU 上解释 LLM。&lt;/p&gt;&lt;p&gt;&lt;b&gt;快捷键&lt;/b&gt;：Alt+1…9 切换页面 · F5 或 Ctrl+R 刷新页面 · Ctrl+F 搜索 · Ctrl+I 导入运行 · Ctrl+, 首选项 · F1 本帮助。&lt;/p&gt;&lt;p&gt;命令行版本为 &lt;tt&gt;roofline&lt;/tt&gt;（&lt;tt&gt;roofline --help&lt;/tt&gt;）；手册见源代码中的 docs/cli.md 和 docs/design.md。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>roofline::ui::MeasuredSpecPanel</name>
    <message>
        <source>Measured profile of a run, beside this spec</source>
        <translation>运行记录的实测配置，与此规格并列</translation>
    </message>
    <message>
        <source>Tick a stored run (click its row): its best measured ceilings are set against the GPU selected above.</source>
        <translation>勾选一个已存储的运行（点击其所在行）：其最佳实测上限将与上方所选 GPU 对照。</translation>
    </message>
    <message>
        <source>&amp;Profile from this run</source>
        <translation>从此运行创建配置文件(&amp;P)</translation>
    </message>
    <message>
        <source>A new profile of your own with this run&apos;s measured bandwidth and peaks, to save and use in the calculator.</source>
        <translation>用此运行实测的带宽和峰值创建一个新的自定义配置文件，可保存并在计算器中使用。</translation>
    </message>
    <message>
        <source>Ceiling</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>Spec</source>
        <translation>规格</translation>
    </message>
    <message>
        <source>Of spec</source>
        <translation>占规格</translation>
    </message>
    <message>
        <source>Choose a run to see what it measured against this spec.</source>
        <translation>选择一个运行记录，查看其实测结果与此规格的对比。</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source> TOP/s</source>
        <translation> TOP/s</translation>
    </message>
    <message>
        <source> TFLOP/s</source>
        <translation> TFLOP/s</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>不支持</translation>
    </message>
    <message>
        <source>Above the spec sheet: check the spec, the clocks, or the probe&apos;s byte counting.</source>
        <translation>高于规格：请检查规格、频率或探测的字节计数方式。</translation>
    </message>
    <message>
        <source>The library GEMM of this format beat the format ladder&apos;s loop: the loop misses this core&apos;s rate.</source>
        <translation>该格式的库 GEMM 超过了格式阶梯的循环：该循环未达到此核心的速率。</translation>
    </message>
    <message>
        <source>Of an upper bound (the FMA pipes), not this core&apos;s known rate for the instruction; the library GEMM reaches %1 of the same loop, so the rate is the core&apos;s.</source>
        <translation>相对于上界（FMA 流水线）的占比，而不是此核心对该指令的已知速率；库 GEMM 达到同一循环的 %1，因此该速率属于核心本身。</translation>
    </message>
    <message>
        <source>Of an upper bound (the FMA pipes), not this core&apos;s known rate for the instruction.</source>
        <translation>相对于上界（FMA 流水线）的占比，而不是此核心对该指令的已知速率。</translation>
    </message>
    <message>
        <source>Measured memory bandwidth %1 on %2. Compare a GPU run with its catalog entry above.</source>
        <translation>在 %2 上实测的内存带宽为 %1。可将 GPU 运行记录与上方的目录条目进行对比。</translation>
    </message>
    <message>
        <source>For this CPU the spec column is its theoretical ceiling, derived from the ISA and the measured clock (the clock was uncertain in this run).</source>
        <translation>对于此 CPU，“规格”列为其理论上限，由指令集和实测时钟推导（本次运行的时钟不确定）。</translation>
    </message>
    <message>
        <source>For this CPU the spec column is its theoretical ceiling, derived from the ISA and the measured clock.</source>
        <translation>对于此 CPU，“规格”列为其理论上限，由指令集和实测时钟推导。</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ModelsPage</name>
    <message>
        <source>&amp;Import config.json…</source>
        <translation>导入 config.json…(&amp;I)</translation>
    </message>
    <message>
        <source>Read a Hugging Face config.json (Llama, Mistral, Mixtral, Qwen, Gemma, Phi-3, DeepSeek, GPT-OSS) into the form as a new model of yours; nothing is stored until you save.</source>
        <translation>将 Hugging Face 的 config.json（Llama、Mistral、Mixtral、Qwen、Gemma、Phi-3、DeepSeek、GPT-OSS）读入表单，作为你的新模型；保存之前不会存储任何内容。</translation>
    </message>
    <message>
        <source>Import a Hugging Face config.json</source>
        <translation>导入 Hugging Face config.json</translation>
    </message>
    <message>
        <source>config.json (*.json)</source>
        <translation>config.json (*.json)</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>无法导入</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Choose a readable config.json.</source>
        <translation>请选择可读的 config.json。</translation>
    </message>
    <message>
        <source>The field named is missing or wrong in the file; model types read: %1.</source>
        <translation>文件中缺少所述字段或其值有误；支持的模型类型：%1。</translation>
    </message>
    <message>
        <source>Imported from %1; not stored until you save.</source>
        <translation>已从 %1 导入；保存后才会存储。</translation>
    </message>
</context>
<context>
    <name>roofline::ui::Preferences</name>
    <message>
        <source>Enter the server&apos;s URL, e.g. postgresql://me@db.lab:5432/roofline.</source>
        <translation>请输入服务器的 URL，例如 postgresql://me@db.lab:5432/roofline。</translation>
    </message>
    <message>
        <source>The URL starts with postgresql://.</source>
        <translation>URL 须以 postgresql:// 开头。</translation>
    </message>
    <message>
        <source>Leave the password out of the URL: it would be saved in plain text. Put it in ~/.pgpass, or type it when Roofline Lab asks.</source>
        <translation>请勿在 URL 中包含密码：否则它会以明文保存。请将密码放入 ~/.pgpass，或在 Roofline Lab 询问时输入。</translation>
    </message>
    <message>
        <source>This is a server URL: choose &quot;Shared server&quot; above for it.</source>
        <translation>这是服务器 URL：请在上方选择“共享服务器”。</translation>
    </message>
    <message>
        <source>This is a folder; name a file in it, e.g. %1.</source>
        <translation>这是一个文件夹；请指定其中的一个文件，例如 %1。</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ProbePage</name>
    <message numerus="yes">
        <source>%n probe(s) planned, %1</source>
        <translation>
            <numerusform>已计划 %n 项探测，%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>The device to measure. A device that cannot be measured here is greyed out; hover over it to see why.</source>
        <translation>要测量的设备。无法在此测量的设备显示为灰色；将鼠标悬停其上可查看原因。</translation>
    </message>
    <message>
        <source>&amp;Rescan devices</source>
        <translation>重新扫描设备(&amp;R)</translation>
    </message>
    <message>
        <source>Ask the measurement engine again which devices it can see.</source>
        <translation>再次询问测量引擎可以看到哪些设备。</translation>
    </message>
    <message>
        <source>What to measure</source>
        <translation>测量内容</translation>
    </message>
    <message>
        <source>How thoroughly to measure: more working-set sizes and longer sampling make the curves smoother and the headline numbers steadier.</source>
        <translation>测量的细致程度：更多的工作集大小和更长的采样会让曲线更平滑、主要数值更稳定。</translation>
    </message>
    <message>
        <source>&amp;Suite</source>
        <translation>套件(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Every probe of the suite</source>
        <translation>套件中的全部探测(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Only the probes ticked below</source>
        <translation>仅运行下方勾选的探测(&amp;O)</translation>
    </message>
    <message>
        <source>Run every probe the suite has for the chosen device.</source>
        <translation>运行该套件针对所选设备的全部探测。</translation>
    </message>
    <message>
        <source>Run just the ticked probes, e.g. to repeat one measurement.</source>
        <translation>仅运行勾选的探测，例如用于重复某项测量。</translation>
    </message>
    <message>
        <source>e.g. after the BIOS update</source>
        <translation>例如 BIOS 更新之后</translation>
    </message>
    <message>
        <source>Free text stored with the run; editable later in History.</source>
        <translation>随运行记录存储的自由文本；之后可在“历史”页编辑。</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <translation>备注(&amp;N)</translation>
    </message>
    <message>
        <source>comma-separated, e.g. baseline, rack-4</source>
        <translation>逗号分隔，例如 baseline, rack-4</translation>
    </message>
    <message>
        <source>Tags to find and compare runs by later.</source>
        <translation>用于日后查找和对比运行记录的标签。</translation>
    </message>
    <message>
        <source>&amp;Tags</source>
        <translation>标签(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>Start measuring (Ctrl+R). The app stays usable while it runs.</source>
        <translation>开始测量（Ctrl+R）。测量期间应用仍可正常使用。</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Stop after the current sample (Esc). What was measured so far is kept as a cancelled run.</source>
        <translation>在当前样本完成后停止（Esc）。已测得的结果将作为已取消的运行记录保留。</translation>
    </message>
    <message>
        <source>Choose a device and press Run.</source>
        <translation>选择一个设备，然后点击“运行”。</translation>
    </message>
    <message>
        <source>Asking the measurement engine…</source>
        <translation>正在询问测量引擎…</translation>
    </message>
    <message>
        <source>Looking for devices…</source>
        <translation>正在查找设备…</translation>
    </message>
    <message>
        <source>%1 can be measured.</source>
        <translation>%1 可以测量。</translation>
    </message>
    <message>
        <source>%1 — %2 (unavailable: %3)</source>
        <translation>%1 — %2（不可用：%3）</translation>
    </message>
    <message>
        <source>Cannot measure this device: %1</source>
        <translation>无法测量此设备：%1</translation>
    </message>
    <message>
        <source>All available devices</source>
        <translation>所有可用设备</translation>
    </message>
    <message>
        <source>The measurement engine sees no device it can measure.</source>
        <translation>测量引擎没有发现可测量的设备。</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) found</source>
        <translation>
            <numerusform>找到 %n 个设备</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick at least one probe, or choose &quot;Every probe of the suite&quot;.</source>
        <translation>请至少勾选一项探测，或选择“套件中的全部探测”。</translation>
    </message>
    <message>
        <source>Waiting for the first measurement…</source>
        <translation>正在等待第一项测量…</translation>
    </message>
    <message>
        <source>Starting the measurement engine…</source>
        <translation>正在启动测量引擎…</translation>
    </message>
    <message>
        <source>Measuring %1 (%2 suite)…</source>
        <translation>正在测量 %1（%2 套件）…</translation>
    </message>
    <message>
        <source>Cancelling after the current sample…</source>
        <translation>将在当前样本完成后取消…</translation>
    </message>
    <message>
        <source>Done. The run is stored; find it in History.</source>
        <translation>完成。运行记录已存储，可在“历史”页找到。</translation>
    </message>
    <message>
        <source>Done. The run was not stored (no database).</source>
        <translation>完成。运行记录未存储（没有数据库）。</translation>
    </message>
    <message>
        <source>Cancelled. What was measured so far is kept as a cancelled run.</source>
        <translation>已取消。已测得的结果将作为已取消的运行记录保留。</translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation>运行失败：%1</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>未给出原因</translation>
    </message>
    <message>
        <source>The database takes the results again; everything measured so far is stored.</source>
        <translation>数据库已重新接收结果；目前为止测得的所有内容均已保存。</translation>
    </message>
    <message>
        <source>Done measuring, but the run is not stored whole; see the note above.</source>
        <translation>测量已完成，但运行记录未完整保存；请看上方的提示。</translation>
    </message>
    <message>
        <source>The database did not take the latest results: %1. They are kept in memory (no spool file could be written) and stored as soon as the database takes them again; keep the app open.</source>
        <translation>数据库没有接收最新的结果：%1。它们保存在内存中（无法写入暂存文件），一旦数据库重新接收就会保存；请不要关闭应用。</translation>
    </message>
    <message>
        <source>The database did not take the latest results: %1. Nothing is lost: they are kept in memory and in %2, and stored as soon as the database takes them again.</source>
        <translation>数据库没有接收最新的结果：%1。不会丢失任何数据：它们保存在内存和 %2 中，一旦数据库重新接收就会保存。</translation>
    </message>
    <message>
        <source>Measured, but not stored: %1. No spool file could be written either; the results are only in this window.</source>
        <translation>已测量，但未保存：%1。也无法写入暂存文件；结果只存在于此窗口中。</translation>
    </message>
    <message>
        <source>Measured, but not stored: %1. The runs are kept in %2: import that file in History (Import…), or run &apos;roofline runs import %2&apos;, once the database can be written.</source>
        <translation>已测量，但未保存：%1。运行记录保存在 %2 中：一旦数据库可写，请在“历史”中导入该文件（导入…），或运行 &apos;roofline runs import %2&apos;。</translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>大约还剩 %1</translation>
    </message>
    <message>
        <source>No earlier %1 run on this host: the engine estimates the time once it plans the run.</source>
        <translation>此主机上没有更早的%1运行：引擎在规划运行时估算所需时间。</translation>
    </message>
    <message numerus="yes">
        <source>Takes about %1 here (the median of the last %n %2 run(s) on this host).</source>
        <translation>
            <numerusform>在此大约需要 %1（此主机上最近 %n 次%2运行的中位数）。</numerusform>
        </translation>
    </message>
    <message>
        <source>No run history is open, so a run measured now is not stored: it is shown here, Export… saves it to a file, and it is lost when the app closes. Choose a database in Edit → Preferences first.
Why: %1</source>
        <translation>未打开运行历史，因此现在测量的运行不会被存储：它显示在这里，可用“导出…”保存到文件，关闭应用后即丢失。请先在“编辑 → 首选项”中选择数据库。
原因：%1</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>快速</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>完整</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>This run is not stored: save it as a run bundle (.json, to import later) or a PDF report.</source>
        <translation>此运行未存储：可将其另存为运行包（.json，稍后可导入）或 PDF 报告。</translation>
    </message>
    <message>
        <source>Time cap in force: %1.</source>
        <translation>当前时间上限：%1。</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>The run is stopped after this long; what it measured by then is kept. Automatic: three times the planned time plus a minute. Raise it on a loaded machine.</source>
        <translation>运行在此时长后停止；届时已测得的结果会保留。自动：计划时间的三倍再加一分钟。机器负载较高时请调高。</translation>
    </message>
    <message>
        <source>Time &amp;cap</source>
        <translation>时间上限(&amp;C)</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ProfileEditor</name>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>Discard your changes to %1?</source>
        <translation>放弃对 %1 的更改？</translation>
    </message>
    <message>
        <source>&amp;Id</source>
        <translation>ID(&amp;I)</translation>
    </message>
    <message>
        <source>A short unique name for the command line: lowercase letters, digits and dashes (%1).</source>
        <translation>供命令行使用的简短唯一名称：小写字母、数字和连字符（%1）。</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>The name shown in lists.</source>
        <translation>在列表中显示的名称。</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>D&amp;uplicate to edit</source>
        <translation>复制后编辑(&amp;U)</translation>
    </message>
    <message>
        <source>Catalog entries are read-only: make your own copy to change.</source>
        <translation>目录条目为只读：如需修改，请创建自己的副本。</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Cannot duplicate</source>
        <translation>无法复制</translation>
    </message>
    <message>
        <source>Check that the database is writable.</source>
        <translation>请检查数据库是否可写。</translation>
    </message>
    <message>
        <source>Made %1, a copy you can edit.</source>
        <translation>已创建 %1，这是可编辑的副本。</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>Cannot delete</source>
        <translation>无法删除</translation>
    </message>
    <message>
        <source>Deleted %1.</source>
        <translation>已删除 %1。</translation>
    </message>
</context>
<context>
    <name>roofline::ui::RegressionFlags</name>
    <message numerus="yes">
        <source>Checking for a regression against the previous %n run(s)…</source>
        <translation>
            <numerusform>正在与之前 %n 个运行记录对比检查退化…</numerusform>
        </translation>
    </message>
    <message>
        <source>No regression check: no earlier complete run of this host and device.</source>
        <translation>未进行退化检查：此主机和设备没有较早的已完成运行记录。</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ReportPreview</name>
    <message>
        <source>Cannot show the report&apos;s PDF %1.</source>
        <translation>无法显示报告的 PDF %1。</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ReportTextPreview</name>
    <message>
        <source>Choose runs and press Preview.</source>
        <translation>选择运行记录，然后点击“预览”。</translation>
    </message>
    <message numerus="yes">
        <source>The PDF carries %n attached file(s), e.g. the run bundle for re-import.</source>
        <translation>
            <numerusform>该 PDF 附带 %n 个文件，例如用于重新导入的运行记录包。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ui::ReportsPage</name>
    <message>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>Include &amp;GPU trend charts</source>
        <translation>包含 GPU 趋势图(&amp;G)</translation>
    </message>
    <message>
        <source>Ridge point and growth of compute, bandwidth and capacity across GPU generations (hardware report).</source>
        <translation>历代 GPU 的脊点以及算力、带宽和容量的增长（硬件报告）。</translation>
    </message>
    <message>
        <source>Include &amp;every measurement</source>
        <translation>包含全部测量(&amp;E)</translation>
    </message>
    <message>
        <source>An appendix table with every measured point and its statistics (hardware report).</source>
        <translation>附录表格，列出每个测量点及其统计数据（硬件报告）。</translation>
    </message>
    <message>
        <source>Only &amp;significant changes</source>
        <translation>仅显示显著变化(&amp;S)</translation>
    </message>
    <message>
        <source>The comparison&apos;s ratio table lists only rows that differ from the baseline beyond noise.</source>
        <translation>对比报告的比值表只列出与基准差异超出噪声的行。</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>预览(&amp;P)</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>导出 PDF(&amp;D)…</translation>
    </message>
    <message>
        <source>A vector PDF with the run bundle attached, so it can be imported again.</source>
        <translation>附带运行记录包的矢量 PDF，可再次导入。</translation>
    </message>
    <message>
        <source>Export &amp;HTML…</source>
        <translation>导出 HTML(&amp;H)…</translation>
    </message>
    <message>
        <source>One self-contained HTML page.</source>
        <translation>一个独立的 HTML 页面。</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>导出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>The tables as CSV files (raw SI values), one per table.</source>
        <translation>以 CSV 文件导出表格（原始 SI 数值），每个表格一个文件。</translation>
    </message>
    <message>
        <source>Export charts (PNG &amp;&amp; SVG)…</source>
        <translation>导出图表 (PNG &amp;&amp; SVG)…</translation>
    </message>
    <message>
        <source>Every chart as a PNG image and an SVG drawing, into a folder.</source>
        <translation>将每个图表以 PNG 图片和 SVG 矢量图导出到文件夹。</translation>
    </message>
    <message>
        <source>Tick a run.</source>
        <translation>请勾选一个运行记录。</translation>
    </message>
    <message>
        <source>Hardware report of one run.</source>
        <translation>单个运行记录的硬件报告。</translation>
    </message>
    <message numerus="yes">
        <source>Comparison report of %n runs.</source>
        <translation>
            <numerusform>%n 个运行记录的对比报告。</numerusform>
        </translation>
    </message>
    <message>
        <source>No runs stored yet: measure one on the Probe page.</source>
        <translation>尚未存储任何运行记录：请在“探测”页测量一次。</translation>
    </message>
    <message>
        <source>Tick at least one run.</source>
        <translation>请至少勾选一个运行记录。</translation>
    </message>
    <message>
        <source>Composing the report…</source>
        <translation>正在生成报告…</translation>
    </message>
    <message>
        <source>Report ready: %1</source>
        <translation>报告已就绪：%1</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>正在写入 %1…</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s) to %1</source>
        <translation>
            <numerusform>已将 %n 个文件写入 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>Tick the runs to report first.</source>
        <translation>请先勾选要生成报告的运行记录。</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Folder for the charts</source>
        <translation>图表文件夹</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop composing or writing the report.</source>
        <translation>停止生成或写入报告。</translation>
    </message>
    <message>
        <source>Reading the runs…</source>
        <translation>正在读取运行…</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>导出失败：%1</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Export cancelled.</source>
        <translation>导出已取消。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Preview cancelled.</source>
        <translation>预览已取消。</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder: %1</source>
        <translation>无法创建临时文件夹：%1</translation>
    </message>
    <message>
        <source>The report command crashed.</source>
        <translation>报告命令崩溃了。</translation>
    </message>
    <message>
        <source>The report command failed (exit code %1).</source>
        <translation>报告命令失败（退出码 %1）。</translation>
    </message>
    <message>
        <source>Cannot run %1: %2</source>
        <translation>无法运行 %1：%2</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>Check the database is reachable and the folder is writable, then try again.</source>
        <translation>请检查数据库是否可访问、文件夹是否可写，然后重试。</translation>
    </message>
    <message>
        <source>Tick one run for its hardware report, or several for a comparison report.</source>
        <translation>勾选一个运行生成其硬件报告，或勾选多个生成比较报告。</translation>
    </message>
    <message>
        <source>Comparison report: the run the others are divided by. The earliest ticked run unless you choose another.</source>
        <translation>比较报告：其他运行与之相除的运行。除非另选，否则为最早勾选的运行。</translation>
    </message>
    <message>
        <source>&amp;Baseline</source>
        <translation>基准(&amp;B)</translation>
    </message>
    <message>
        <source>Compose the report and show it here (F5 reads the runs again and composes it anew).</source>
        <translation>生成报告并在此显示（F5 重新读取运行并重新生成）。</translation>
    </message>
</context>
<context>
    <name>roofline::ui::RunChartPanel</name>
    <message>
        <source>Roofline</source>
        <translation>屋顶线</translation>
    </message>
    <message>
        <source>Bandwidth ladder</source>
        <translation>带宽阶梯</translation>
    </message>
    <message>
        <source>Latency ladder</source>
        <translation>延迟阶梯</translation>
    </message>
    <message>
        <source>Peak per number format</source>
        <translation>各数值格式的峰值</translation>
    </message>
    <message>
        <source>Bandwidth against working set</source>
        <translation>带宽与工作集大小</translation>
    </message>
    <message>
        <source>Latency against working set</source>
        <translation>延迟与工作集大小</translation>
    </message>
    <message>
        <source>Which chart to draw from the measurements. Hover over a point for its value.</source>
        <translation>选择根据测量绘制哪种图表。将鼠标悬停在点上可查看其数值。</translation>
    </message>
    <message>
        <source>C&amp;hart:</source>
        <translation>图表(&amp;H):</translation>
    </message>
    <message>
        <source>No measurements yet</source>
        <translation>暂无测量</translation>
    </message>
    <message>
        <source>sweep (measured)</source>
        <translation>扫描（实测）</translation>
    </message>
    <message>
        <source>Drop a kernel file (CSV, JSON or ncu --csv) here to import its kernels onto the run shown.</source>
        <translation>将内核文件（CSV、JSON 或 ncu --csv）拖放到此处，以将其内核导入到所显示的运行。</translation>
    </message>
</context>
<context>
    <name>roofline::ui::RunPicker</name>
    <message>
        <source>Search host, device, date, suite, tag…</source>
        <translation>搜索主机、设备、日期、套件、标签…</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s), %1 ticked</source>
        <translation>
            <numerusform>%n 个运行，已勾选 %1 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n run(s) shown, %2 ticked</source>
        <translation>
            <numerusform>显示 %n 个运行中的 %1 个，已勾选 %2 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n older not listed)</source>
        <translation>
            <numerusform>（另有 %n 个更早的运行未列出）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Older runs (%n)</source>
        <translation>
            <numerusform>更早的运行(&amp;L)（%n）</numerusform>
        </translation>
    </message>
    <message>
        <source>Finds the stored runs whose id, host, device, date, suite, tags, notes or status hold every word typed, however old (Ctrl+F). Ticked runs stay ticked.</source>
        <translation>查找编号、主机、设备、日期、套件、标签、备注或状态包含所输入全部词语的已存储运行，无论多旧（Ctrl+F）。已勾选的运行保持勾选。</translation>
    </message>
    <message>
        <source>Lists the next older runs that match the search too.</source>
        <translation>同时列出符合搜索的下一批较早运行。</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) match the search, %1 ticked</source>
        <translation>
            <numerusform>%n 个运行符合搜索，已勾选 %1 个</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ui::RunPickerModel</name>
    <message>
        <source>#%1 · %2 · %3 · %4</source>
        <translation>#%1 · %2 · %3 · %4</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2, %3 suite, %n measurement(s). Click the row to tick it.</source>
        <translation>
            <numerusform>%1，位于 %2，%3 套件，%n 项测量。点击该行即可勾选。</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Suite</source>
        <translation>套件</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>roofline::ui::Session</name>
    <message>
        <source>the database was not opened</source>
        <translation>数据库未打开</translation>
    </message>
    <message>
        <source>No run history is available: %1
Choose another database in Edit → Preferences (or fix the database file).</source>
        <translation>运行历史不可用：%1
请在“编辑 → 首选项”中选择其他数据库（或修复该数据库文件）。</translation>
    </message>
</context>
<context>
    <name>roofline::ui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>Run history database</source>
        <translation>运行历史数据库</translation>
    </message>
    <message>
        <source>&amp;Local file (SQLite)</source>
        <translation>本地文件 (SQLite)(&amp;L)</translation>
    </message>
    <message>
        <source>Runs are kept in one file on this computer.</source>
        <translation>运行记录保存在本机的一个文件中。</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>默认：%1</translation>
    </message>
    <message>
        <source>The database file; a new one is created when it does not exist. Leave empty for the default.</source>
        <translation>数据库文件；若不存在则会新建。留空则使用默认值。</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Shared server (PostgreSQL)</source>
        <translation>共享服务器 (PostgreSQL)(&amp;S)</translation>
    </message>
    <message>
        <source>Runs are kept on a PostgreSQL server that the lab&apos;s machines share.</source>
        <translation>运行记录保存在实验室各机器共享的 PostgreSQL 服务器上。</translation>
    </message>
    <message>
        <source>postgresql://user@host:port/database, optionally with ?schema=NAME, sslmode or connect_timeout.</source>
        <translation>postgresql://user@host:port/database，可附加 ?schema=NAME、sslmode 或 connect_timeout。</translation>
    </message>
    <message>
        <source>The password comes from ~/.pgpass (or PGPASSFILE). When the server asks for one that is not there, Roofline Lab asks you and keeps it for this session only.</source>
        <translation>密码取自 ~/.pgpass（或 PGPASSFILE）。当服务器要求的密码不在其中时，Roofline Lab 会向您询问，并仅在本次会话中保留该密码。</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>测试连接(&amp;T)</translation>
    </message>
    <message>
        <source>Open the chosen database as a check; the app keeps using the current one.</source>
        <translation>打开所选数据库以作检查；应用仍继续使用当前数据库。</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>系统默认（%1）</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;G):</translation>
    </message>
    <message>
        <source>Takes effect after Roofline Lab restarts.</source>
        <translation>重启 Roofline Lab 后生效。</translation>
    </message>
    <message>
        <source>Display units</source>
        <translation>显示单位</translation>
    </message>
    <message>
        <source>GB/s, TB/s (decimal)</source>
        <translation>GB/s、TB/s（十进制）</translation>
    </message>
    <message>
        <source>GiB/s (binary)</source>
        <translation>GiB/s（二进制）</translation>
    </message>
    <message>
        <source>&amp;Bandwidth:</source>
        <translation>带宽(&amp;D):</translation>
    </message>
    <message>
        <source>KiB, MiB, GiB (binary)</source>
        <translation>KiB、MiB、GiB（二进制）</translation>
    </message>
    <message>
        <source>kB, MB, GB (decimal)</source>
        <translation>kB、MB、GB（十进制）</translation>
    </message>
    <message>
        <source>&amp;Working sets:</source>
        <translation>工作集(&amp;W):</translation>
    </message>
    <message>
        <source>Automatic (ns, µs, ms)</source>
        <translation>自动（ns、µs、ms）</translation>
    </message>
    <message>
        <source>Nanoseconds</source>
        <translation>纳秒</translation>
    </message>
    <message>
        <source>Clock cycles</source>
        <translation>时钟周期</translation>
    </message>
    <message>
        <source>Cycles of the clock the run measured; runs without one, or several runs at different clocks, stay in time units.</source>
        <translation>按运行记录测得的时钟频率换算的周期数；没有时钟频率的运行记录，或时钟频率各不相同的多个运行记录，仍以时间单位显示。</translation>
    </message>
    <message>
        <source>La&amp;tency:</source>
        <translation>延迟(&amp;Y):</translation>
    </message>
    <message>
        <source>Automatic (GFLOP/s, TFLOP/s)</source>
        <translation>自动（GFLOP/s、TFLOP/s）</translation>
    </message>
    <message>
        <source>&amp;Compute:</source>
        <translation>算力(&amp;C):</translation>
    </message>
    <message>
        <source>Charts and reports show these units; stored runs, bundles and CSV/JSON exports stay in SI units.</source>
        <translation>图表和报告使用这些单位显示；已存储的运行记录、运行记录包以及 CSV/JSON 导出仍采用 SI 单位。</translation>
    </message>
    <message>
        <source>This session uses %1 (given by %2). A database chosen here is saved for later starts, and opened now if you change it.</source>
        <translation>本次会话使用 %1（由 %2 指定）。此处选择的数据库会被保存，供以后启动时使用；如有更改，也会立即打开。</translation>
    </message>
    <message>
        <source>Roofline Lab databases (*.sqlite *.db);;All files (*)</source>
        <translation>Roofline Lab 数据库 (*.sqlite *.db);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The folder %1 cannot be written to.</source>
        <translation>无法写入文件夹 %1。</translation>
    </message>
    <message>
        <source>%1 does not exist yet; it is created when you apply this choice.</source>
        <translation>%1 尚不存在；应用此选择时将会创建。</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
    <message>
        <source>Database not changed</source>
        <translation>数据库未更改</translation>
    </message>
    <message>
        <source>The other preferences were saved.</source>
        <translation>其他首选项已保存。</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message>
        <source>Connection works: %1</source>
        <translation>连接正常：%1</translation>
    </message>
    <message>
        <source>Roofline Lab keeps using %1.</source>
        <translation>Roofline Lab 将继续使用 %1。</translation>
    </message>
    <message>
        <source>Roofline Lab continues without a run history.</source>
        <translation>Roofline Lab 将在没有运行历史的情况下继续运行。</translation>
    </message>
    <message>
        <source>%1 could not be opened:
%2</source>
        <translation>无法打开 %1：
%2</translation>
    </message>
    <message>
        <source>Check that the server is running and reachable, that the user may connect to that database, and the password (in ~/.pgpass or typed when asked); then press OK again, or Cancel.</source>
        <translation>请检查服务器是否正在运行且可以访问、该用户是否有权连接该数据库，以及密码是否正确（位于 ~/.pgpass 中或在询问时输入）；然后再次点击“确定”，或点击“取消”。</translation>
    </message>
    <message>
        <source>Choose another file (or an empty name for the default), or move the damaged file aside; then press OK again, or Cancel.</source>
        <translation>请选择其他文件（或留空以使用默认值），或将损坏的文件移走；然后再次点击“确定”，或点击“取消”。</translation>
    </message>
    <message>
        <source>Now using %1.</source>
        <translation>现在使用 %1。</translation>
    </message>
    <message>
        <source>Run history: %1</source>
        <translation>运行历史：%1</translation>
    </message>
</context>
<context>
    <name>roofline::ui::SweepChart</name>
    <message>
        <source>batch %1</source>
        <translation>批大小 %1</translation>
    </message>
    <message>
        <source>context %1</source>
        <translation>上下文 %1</translation>
    </message>
    <message>
        <source>Batch size (sequences)</source>
        <translation>批大小（序列数）</translation>
    </message>
    <message>
        <source>Context length (tokens)</source>
        <translation>上下文长度（token）</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>从%2 起%1</translation>
    </message>
    <message>
        <source>Nothing to sweep</source>
        <translation>没有可扫描的内容</translation>
    </message>
    <message>
        <source>Throughput, tokens/s (solid)</source>
        <translation>吞吐量，tokens/s（实线）</translation>
    </message>
    <message>
        <source>Time per token (dashed)</source>
        <translation>每 token 耗时（虚线）</translation>
    </message>
    <message>
        <source>Time per step = first token (dashed)</source>
        <translation>每步耗时 = 首 token 耗时（虚线）</translation>
    </message>
    <message>
        <source>%1 per token</source>
        <translation>每 token %1</translation>
    </message>
    <message>
        <source>%1 per step</source>
        <translation>每步 %1</translation>
    </message>
    <message>
        <source>%1: does not fit in %2</source>
        <translation>%1：无法装入 %2</translation>
    </message>
    <message>
        <source>Throughput (solid)</source>
        <translation>吞吐量（实线）</translation>
    </message>
    <message>
        <source>%1 on %2: %3 tokens/s, %4; %5</source>
        <translation>%1，%2：%3 tokens/s，%4；%5</translation>
    </message>
    <message>
        <source>; does not fit in memory</source>
        <translation>；无法装入内存</translation>
    </message>
    <message>
        <source>%1: does not fit in memory</source>
        <translation>%1：无法装入内存</translation>
    </message>
    <message>
        <source>Does not fit in %1</source>
        <translation>无法装入 %1</translation>
    </message>
    <message>
        <source>%1: %2 → %3 where the clocks cross, at %4: %5 tokens/s, %6</source>
        <translation>%1：%2 → %3，时钟交汇于%4：%5 tokens/s，%6</translation>
    </message>
    <message>
        <source>set: %1</source>
        <translation>当前：%1</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>measured (%1 %2): %3 tokens/s, %4; %5</source>
        <translation>实测（%1 %2）：%3 tokens/s，%4；%5</translation>
    </message>
    <message>
        <source>measured memory→compute flip (the knee of the measured steps) at batch %1</source>
        <translation>实测内存→计算转折（实测单步曲线的拐点）在批大小 %1</translation>
    </message>
    <message>
        <source>measured: compute-bound from batch %1</source>
        <translation>实测：自批大小 %1 起受计算限制</translation>
    </message>
</context>
<context>
    <name>roofline::ui::SyncDialog</name>
    <message>
        <source>Sync runs with another database</source>
        <translation>与另一个数据库同步运行记录</translation>
    </message>
    <message>
        <source>Copies the runs the other side lacks (with their measurements, tags and notes) and user GPU and model profiles. Nothing is overwritten or deleted; running it again copies only what is still missing.</source>
        <translation>复制另一方缺少的运行记录（连同其测量值、标签和备注）以及用户的 GPU 和模型配置。不会覆盖或删除任何内容；再次运行只复制仍缺少的部分。</translation>
    </message>
    <message>
        <source>/path/to/roofline.sqlite or postgresql://user@host/db</source>
        <translation>/路径/roofline.sqlite 或 postgresql://user@host/db</translation>
    </message>
    <message>
        <source>A SQLite file (created if missing) or a PostgreSQL URL without a password; the password comes from ~/.pgpass or is asked for.</source>
        <translation>SQLite 文件（不存在时自动创建）或不含密码的 PostgreSQL URL；密码来自 ~/.pgpass，或在需要时询问。</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>Other database</source>
        <translation>另一个数据库</translation>
    </message>
    <message>
        <source>SQLite databases (*.sqlite *.db)</source>
        <translation>SQLite 数据库 (*.sqlite *.db)</translation>
    </message>
    <message>
        <source>&amp;Other database:</source>
        <translation>另一个数据库(&amp;O):</translation>
    </message>
    <message>
        <source>&amp;Copy this database&apos;s runs there</source>
        <translation>将此数据库的运行记录复制过去(&amp;C)</translation>
    </message>
    <message>
        <source>Copy that database&apos;s runs &amp;here</source>
        <translation>将那个数据库的运行记录复制到这里(&amp;H)</translation>
    </message>
    <message>
        <source>Direction:</source>
        <translation>方向:</translation>
    </message>
    <message>
        <source>&amp;Sync</source>
        <translation>同步(&amp;S)</translation>
    </message>
    <message>
        <source>Name the other database.</source>
        <translation>请指定另一个数据库。</translation>
    </message>
    <message>
        <source>That is the database this window already uses.</source>
        <translation>这正是此窗口已在使用的数据库。</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message>
        <source>Could not open the other database: %1</source>
        <translation>无法打开另一个数据库：%1</translation>
    </message>
    <message>
        <source>Copying runs from %1 into this database…</source>
        <translation>正在从 %1 复制运行记录到此数据库…</translation>
    </message>
    <message>
        <source>Copying runs from this database to %1…</source>
        <translation>正在从此数据库复制运行记录到 %1…</translation>
    </message>
    <message>
        <source>The sync stopped: %1
What was copied before stays; sync again to copy the rest.</source>
        <translation>同步已中止：%1
已复制的内容会保留；再次同步即可复制其余部分。</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) copied</source>
        <translation>
            <numerusform>已复制 %n 个运行记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already there</source>
        <translation>
            <numerusform>%n 个已存在</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n still running (a later sync copies them)</source>
        <translation>
            <numerusform>%n 个仍在运行（之后的同步会复制它们）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n profile(s) copied</source>
        <translation>
            <numerusform>已复制 %n 个配置</numerusform>
        </translation>
    </message>
    <message>
        <source>Kept as they are (different on each side): %1</source>
        <translation>保持不变（两侧内容不同）：%1</translation>
    </message>
</context>
<context>
    <name>roofline::ui::UnsavedRunExporter</name>
    <message>
        <source>There is no unsaved run to export.</source>
        <translation>没有可导出的未存储运行。</translation>
    </message>
    <message>
        <source>Export the unsaved run</source>
        <translation>导出未存储的运行</translation>
    </message>
    <message>
        <source>Run bundle (*.json);;PDF report (*.pdf)</source>
        <translation>运行包 (*.json);;PDF 报告 (*.pdf)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>已导出到 %1。</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>导出失败：%1</translation>
    </message>
</context>
<context>
    <name>roofline::ui::WelcomePage</name>
    <message>
        <source>&lt;h1&gt;Roofline Lab&lt;/h1&gt;</source>
        <translation>&lt;h1&gt;Roofline Lab&lt;/h1&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every compute step runs two clocks: moving bytes (bandwidth) and doing arithmetic (peak FLOP/s). Roofline Lab measures both on this machine and explains which one wins.&lt;/p&gt;&lt;p&gt;The catalog holds &lt;b&gt;%1&lt;/b&gt; GPU profiles, &lt;b&gt;%2&lt;/b&gt; LLM specs and &lt;b&gt;%3&lt;/b&gt; number formats.&lt;/p&gt;</source>
        <translation>&lt;p&gt;每个计算步骤都有两个时钟在走：搬运字节（带宽）和执行运算（峰值 FLOP/s）。Roofline Lab 在本机上测量这两者，并解释哪一个起决定作用。&lt;/p&gt;&lt;p&gt;目录包含 &lt;b&gt;%1&lt;/b&gt; 个 GPU 配置、&lt;b&gt;%2&lt;/b&gt; 个 LLM 规格和 &lt;b&gt;%3&lt;/b&gt; 种数值格式。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Measure this machine</source>
        <translation>测量本机(&amp;M)</translation>
    </message>
    <message>
        <source>Run the quick suite on the device chosen on the Probe page.</source>
        <translation>在“测量”页面所选的设备上运行快速套件。</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Recent runs</source>
        <translation>最近的运行</translation>
    </message>
    <message>
        <source>Double-click (or Enter) opens the run in History.</source>
        <translation>双击（或按回车）在“历史”中打开该运行。</translation>
    </message>
    <message>
        <source>Asking the measurement engine…</source>
        <translation>正在询问测量引擎…</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2 (cannot be measured: %3)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2（无法测量：%3）</translation>
    </message>
    <message>
        <source>Runs are stored in %1.</source>
        <translation>运行存储在 %1。</translation>
    </message>
    <message>
        <source>No runs stored yet: measure this machine.</source>
        <translation>尚未存储任何运行：请测量本机。</translation>
    </message>
    <message>
        <source>%1 · %2 suite · %3</source>
        <translation>%1 · %2 套件 · %3</translation>
    </message>
</context>
<context>
    <name>roofline::usecases::Baselines</name>
    <message>
        <source>run %1 has no earlier complete run to compare with; probe the node again later or give --baseline ID</source>
        <translation>运行记录 %1 没有可供对比的较早已完成运行记录；请稍后再次探测该节点，或提供 --baseline ID</translation>
    </message>
    <message>
        <source>run %1 was deleted meanwhile</source>
        <translation>运行 %1 已在此期间被删除</translation>
    </message>
    <message>
        <source>no complete run of %1 on host %2 (&apos;roofline runs list&apos; shows the host names the runs carry)</source>
        <translation>主机 %2 上没有 %1 的已完成运行记录（&apos;roofline runs list&apos; 显示运行记录所带的主机名）</translation>
    </message>
</context>
<context>
    <name>roofline::usecases::Fleet</name>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>roofline::usecases::Kernels</name>
    <message>
        <source>not attached to a run: no roofs to place it on (import it with --run ID)</source>
        <translation>未关联到运行：没有可放置的屋顶（请用 --run ID 导入）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of auto, csv, json, ncu, rocprof</source>
        <translation>“%1”不是 auto、csv、json、ncu、rocprof 之一</translation>
    </message>
</context>
<context>
    <name>roofline::usecases::LatestRuns</name>
    <message>
        <source>No measurements: the run completed but stored nothing, so it never counts as this node&apos;s latest run.</source>
        <translation>没有测量值：该运行已完成但未保存任何内容，因此永远不会被视为此节点的最新运行。</translation>
    </message>
    <message>
        <source>No measurements: the run ended (%1) before measuring anything.</source>
        <translation>没有测量值：该运行在测量任何内容之前就已结束（%1）。</translation>
    </message>
    <message>
        <source>it did not complete (%1)</source>
        <translation>它未完成（%1）</translation>
    </message>
    <message>
        <source>it has no measurements</source>
        <translation>它没有测量值</translation>
    </message>
    <message>
        <source>it ran the %1 suite, not the quick one</source>
        <translation>它运行的是 %1 套件，而不是快速套件</translation>
    </message>
    <message>
        <source>it measured no main-memory bandwidth</source>
        <translation>它没有测量主内存带宽</translation>
    </message>
    <message>
        <source>it measured no FLOP/s peak</source>
        <translation>它没有测量 FLOP/s 峰值</translation>
    </message>
</context>
<context>
    <name>roofline::usecases::PdfAttachments</name>
    <message>
        <source>%1: not a PDF file</source>
        <translation>%1：不是 PDF 文件</translation>
    </message>
    <message>
        <source>%1: attachment object %2 is missing</source>
        <translation>%1：缺少附件对象 %2</translation>
    </message>
    <message>
        <source>%1: attachment object %2 has no data</source>
        <translation>%1：附件对象 %2 没有数据</translation>
    </message>
    <message>
        <source>%1: attachment object %2 is truncated</source>
        <translation>%1：附件对象 %2 已截断</translation>
    </message>
    <message>
        <source>%1: an attached file could not be decompressed</source>
        <translation>%1：无法解压附件</translation>
    </message>
    <message>
        <source>%1: an attached file uses a compression Roofline Lab cannot read</source>
        <translation>%1：附件使用了 Roofline Lab 无法读取的压缩方式</translation>
    </message>
</context>
<context>
    <name>roofline::usecases::PeerImports</name>
    <message>
        <source>&apos;%1&apos; is not a tool this version reads: %2</source>
        <translation>“%1”不是此版本可读取的工具：%2</translation>
    </message>
    <message>
        <source>%1: %2 bytes; an imported output may have at most %3</source>
        <translation>%1：%2 字节；导入的输出最多允许 %3 字节</translation>
    </message>
</context>
<context>
    <name>roofline::usecases::Reports</name>
    <message>
        <source>give exactly one run</source>
        <translation>请恰好指定一个运行</translation>
    </message>
    <message>
        <source>give between 2 and %1 run ids</source>
        <translation>请给出 2 到 %1 个运行 ID</translation>
    </message>
    <message>
        <source>must be between 0 and %1</source>
        <translation>必须介于 0 和 %1 之间</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>run %1 has no kernels tagged &apos;%2&apos;</source>
        <translation>运行 %1 没有标记为“%2”的内核</translation>
    </message>
</context>
<context>
    <name>roofline::usecases::RunEdits</name>
    <message>
        <source>%1: the notes and tags of run %2 read back differ from what was saved; another program may have changed them at the same moment. Look at the run again before saving once more.</source>
        <translation>%1：运行 %2 读回的备注和标签与保存的内容不同；可能有其他程序在同一时刻修改了它们。请重新查看该运行后再保存。</translation>
    </message>
</context>
<context>
    <name>roofline::usecases::RunTransfer</name>
    <message>
        <source>Cannot create a temporary folder: %1</source>
        <translation>无法创建临时文件夹：%1</translation>
    </message>
    <message>
        <source>Cannot write a temporary file: %1</source>
        <translation>无法写入临时文件：%1</translation>
    </message>
    <message>
        <source>%1 carries no run bundle.</source>
        <translation>%1 不含运行记录包。</translation>
    </message>
</context>
<context>
    <name>roofline::usecases::Runs</name>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Reading run %1 (%2 of %3)…</source>
        <translation>正在读取运行 %1（第 %2 个，共 %3 个）…</translation>
    </message>
</context>
</TS>
