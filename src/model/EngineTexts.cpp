// SPDX-License-Identifier: MIT
#include "model/EngineTexts.h"

namespace roofline {

QString EngineTexts::probeTitle(const QString &id, const QString &engineTitle) {
    struct Entry {
        const char *id;
        const char *title;
    };
    // The engine's titles (each probe's title()), marked for translation here.
    static const Entry table[] = {
        {"cpu.bandwidth", QT_TR_NOOP("CPU memory bandwidth ladder")},
        {"cpu.latency", QT_TR_NOOP("CPU memory latency ladder")},
        {"cpu.compute", QT_TR_NOOP("CPU arithmetic throughput per format")},
        {"cpu.gemm", QT_TR_NOOP("CPU library GEMM (oneDNN matmul) per format")},
        {"cpu.llm", QT_TR_NOOP("LLM step on the CPU (model's GEMMs and attention)")},
        {"cpu.roofline", QT_TR_NOOP("CPU empirical roofline")},
        {"cpu.overhead", QT_TR_NOOP("Thread, system-call and fsync latency")},
        {"cuda.bandwidth", QT_TR_NOOP("GPU memory bandwidth")},
        {"cuda.latency", QT_TR_NOOP("GPU memory latency")},
        {"cuda.compute", QT_TR_NOOP("GPU FMA and MMA peaks")},
        {"cuda.gemm", QT_TR_NOOP("cuBLASLt GEMM per format")},
        {"cuda.llm", QT_TR_NOOP("LLM step (cuBLASLt + attention)")},
        {"cuda.roofline", QT_TR_NOOP("GPU empirical roofline")},
        {"cuda.launch", QT_TR_NOOP("GPU launch and synchronisation overheads")},
        {"cuda.hostlink", QT_TR_NOOP("Host-device transfers")},
        {"cuda.peer", QT_TR_NOOP("Peer copies and NCCL all-reduce")},
    };
    for (const Entry &e : table) {
        if (id == QLatin1String(e.id))
            return tr(e.title);
    }
    return engineTitle;
}

QString EngineTexts::deviceReason(const QString &engineReason) {
    const QString r = engineReason.trimmed();
    if (r.startsWith(QLatin1String("no NVIDIA driver is installed or loaded")))
        return tr("no NVIDIA driver is installed or loaded (libcuda.so.1 not found); install "
                  "the NVIDIA driver");
    if (r.startsWith(QLatin1String("no CUDA-capable device is visible")))
        return tr("no CUDA-capable device is visible (check CUDA_VISIBLE_DEVICES and "
                  "nvidia-smi)");
    if (r.startsWith(QLatin1String("the NVIDIA driver supports CUDA")))
        return tr("the NVIDIA driver is older than the CUDA runtime roofline-probe was built "
                  "with; update the driver (%1)")
            .arg(r);
    static const QLatin1String unusable("the CUDA runtime cannot be used: ");
    if (r.startsWith(unusable))
        return tr("the CUDA runtime cannot be used: %1").arg(r.mid(unusable.size()));
    if (r == QLatin1String("the CUDA runtime reported an error"))
        return tr("the CUDA runtime reported an error");
    return engineReason;
}

} // namespace roofline
