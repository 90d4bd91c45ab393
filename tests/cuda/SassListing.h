// SPDX-License-Identifier: MIT
#pragma once

// A parsed nvdisasm listing (`nvdisasm -c file.cubin`): the functions of a cubin, their
// instructions and loops, and the instruction classes the CUDA probes' accounting counts.
// Used by tst_cudasass to prove each kernel's per-iteration counts from its machine code.
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

struct SassInstruction {
    int address = 0;
    QString predicate; // "@P0", "@!P1" or empty
    QString opcode;    // "LDG.E.128.STRONG.GPU"
    QStringList operands;
    QString branchTarget; // ".L_x_3" for BRA, else empty
};

// A loop: a backward branch from `end` to `begin` (both instruction indices, inclusive).
struct SassLoop {
    int begin = 0;
    int end = 0;
    bool contains(const SassLoop &o) const {
        return begin <= o.begin && o.end <= end && (begin != o.begin || end != o.end);
    }
};

// Instruction classes of the accounting.
enum class SassClass {
    GlobalLoad128,   // LDG.*.128
    GlobalLoad64,    // LDG.*.64
    GlobalLoadOther, // any other LDG (32-bit or narrower: a vector split into pieces)
    GlobalStore128,  // STG.*.128
    GlobalStoreOther,
    SharedLoad128, // LDS.128
    SharedLoadOther,
    Ffma,        // FFMA (fp32 FMA, 2 FLOP)
    Dfma,        // DFMA (fp64 FMA, 2 FLOP)
    Hfma2,       // HFMA2 incl. HFMA2.MMA (two fp16 FMAs, 4 FLOP); move idioms excluded
    Hmma,        // HMMA.*: tensor-core MMA, FLOP from its shape
    Imma,        // IMMA.*
    LocalMemory, // LDL / STL: register spills
    Other
};
QString className(SassClass c);
SassClass classify(const SassInstruction &i);
// FLOP of one warp-wide MMA instruction from its shape (HMMA.16816 = m16n8k16 → 2·16·8·16),
// 0 for anything else.
double mmaFlops(const SassInstruction &i);

struct SassFunction {
    QString name; // mangled
    QList<SassInstruction> code;
    QList<SassLoop> loops; // every backward branch, in order of appearance

    // Loops that contain no other loop.
    QList<SassLoop> innermostLoops() const;
    // Instruction counts per class in `loop`'s own body (instructions of nested loops excluded).
    QMap<SassClass, int> ownCounts(const SassLoop &loop) const;
    // The same over a whole loop including nested loops.
    QMap<SassClass, int> counts(const SassLoop &loop) const;
    // Indices of loop's own instructions.
    QList<int> ownInstructions(const SassLoop &loop) const;
    double ownMmaFlops(const SassLoop &loop) const;
    // How far ahead of its use a load inside `loop` is issued: the FFMAs between the load at
    // index `load` and the first instruction that reads one of the registers it writes, walking
    // the loop's code in program order and from its end back to its beginning (the next trip),
    // forward branches inside the loop taken as not taken. -1 when nothing in the loop reads
    // them.
    int ffmaBeforeFirstUse(const SassLoop &loop, int load) const;
};

// The general registers (R<n>) an instruction writes and reads. The width of a load or store
// (.64, .128) and a 64-bit address ("[R4.64]") span consecutive registers; a store's operands
// are all read; RZ is none.
QList<int> registersWritten(const SassInstruction &i);
QList<int> registersRead(const SassInstruction &i);

class SassListing {
public:
    // Parses nvdisasm's text; `error` says what could not be read.
    static SassListing parse(const QString &text, QString *error = nullptr);
    const QList<SassFunction> &functions() const { return m_functions; }
    // The single function whose mangled name contains every fragment, or nullptr (and the
    // candidates in *why).
    const SassFunction *find(const QStringList &fragments, QString *why = nullptr) const;

private:
    QList<SassFunction> m_functions;
};

// Register and spill figures from `cuobjdump -res-usage` (REG:, STACK:, LOCAL: per function).
struct ResourceUsage {
    int registers = -1;
    int stackBytes = -1;
    int localBytes = -1;
};
QMap<QString, ResourceUsage> parseResourceUsage(const QString &text);
