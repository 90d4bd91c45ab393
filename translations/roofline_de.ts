<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>QObject</name>
    <message>
        <source>Welcome</source>
        <translation>Willkommen</translation>
    </message>
    <message>
        <source>Roofline calculator</source>
        <translation>Roofline-Rechner</translation>
    </message>
    <message>
        <source>&lt;p&gt;Measurement engine %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Mess-Engine %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1: CUDA runtime %2, driver %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1: CUDA-Runtime %2, Treiber %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Probe</source>
        <translation>Messen</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modelle</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Berichte</translation>
    </message>
    <message>
        <source>&amp;Import runs…</source>
        <translation>Messläufe &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Measure this machine</source>
        <translation>Diesen Rechner &amp;vermessen</translation>
    </message>
    <message>
        <source>Run history unavailable</source>
        <translation>Verlauf der Messläufe nicht verfügbar</translation>
    </message>
    <message>
        <source>The database %1 could not be opened:
%2</source>
        <translation>Die Datenbank %1 konnte nicht geöffnet werden:
%2</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Geräteflotte</translation>
    </message>
    <message>
        <source>A measurement is storing its results in the current database: stop it or let it finish before choosing another database.</source>
        <translation>Eine Messung speichert gerade ihre Ergebnisse in der aktuellen Datenbank: Halten Sie sie an oder lassen Sie sie zu Ende laufen, bevor Sie eine andere Datenbank wählen.</translation>
    </message>
    <message>
        <source>The calculator and the catalog still work. To keep runs, choose another database in Edit → Preferences (or move the file aside and restart).</source>
        <translation>Der Rechner und der Katalog funktionieren weiterhin. Um Messläufe zu behalten, wählen Sie unter Bearbeiten → Einstellungen eine andere Datenbank (oder verschieben Sie die Datei und starten Sie neu).</translation>
    </message>
</context>
<context>
    <name>roofline::BoundState</name>
    <message>
        <source>Memory-bound</source>
        <translation>Speichergebunden</translation>
    </message>
    <message>
        <source>Compute-bound</source>
        <translation>Rechengebunden</translation>
    </message>
    <message>
        <source>Launch-overhead-bound</source>
        <translation>Launch-Overhead-gebunden</translation>
    </message>
    <message>
        <source>Moving bytes takes longest: more bandwidth, fewer bytes per weight or a bigger batch speeds the step up.</source>
        <translation>Das Bewegen von Bytes dauert am längsten: Mehr Bandbreite, weniger Bytes pro Gewicht oder ein größerer Batch beschleunigen den Schritt.</translation>
    </message>
    <message>
        <source>The arithmetic takes longest: a faster or narrower compute format speeds the step up; more bandwidth does not.</source>
        <translation>Die Arithmetik dauert am längsten: Ein schnelleres oder schmaleres Rechenformat beschleunigt den Schritt, mehr Bandbreite nicht.</translation>
    </message>
    <message>
        <source>Kernel launches take longest: CUDA Graphs or fused kernels speed the step up.</source>
        <translation>Kernel-Launches dauern am längsten: CUDA Graphs oder fusionierte Kernels beschleunigen den Schritt.</translation>
    </message>
    <message>
        <source>Link-bound</source>
        <translation>Link-gebunden</translation>
    </message>
    <message>
        <source>The tensor-parallel all-reduces take longest: a faster link between the GPUs or fewer GPUs speeds the step up.</source>
        <translation>Die All-Reduces der Tensor-Parallelität dauern am längsten: eine schnellere Verbindung zwischen den GPUs oder weniger GPUs beschleunigen den Schritt.</translation>
    </message>
</context>
<context>
    <name>roofline::CalculatorSweep</name>
    <message>
        <source>a sweep starts at 1 or more; got %1</source>
        <translation>ein Sweep beginnt bei 1 oder mehr; erhalten: %1</translation>
    </message>
    <message>
        <source>the sweep must end above its start (%1); got %2</source>
        <translation>der Sweep muss oberhalb seines Starts (%1) enden; erhalten: %2</translation>
    </message>
    <message>
        <source>a sweep needs at least 2 points; got %1</source>
        <translation>ein Sweep benötigt mindestens 2 Punkte; erhalten: %1</translation>
    </message>
    <message>
        <source>the range must run from 1 or more upwards; got %1 to %2</source>
        <translation>der Bereich muss bei 1 oder mehr beginnen und aufsteigen; erhalten: %1 bis %2</translation>
    </message>
</context>
<context>
    <name>roofline::Catalog</name>
    <message>
        <source>%1: skipped (needs an id, a bandwidth and a peak)</source>
        <translation>%1: übersprungen (benötigt eine ID, eine Bandbreite und einen Spitzenwert)</translation>
    </message>
    <message>
        <source>%1: skipped: %2</source>
        <translation>%1: übersprungen: %2</translation>
    </message>
    <message>
        <source>%1: kind must be &apos;float&apos; or &apos;integer&apos;</source>
        <translation>%1: kind muss &apos;float&apos; oder &apos;integer&apos; sein</translation>
    </message>
    <message>
        <source>%1: skipped (needs an id and a positive size)</source>
        <translation>%1: übersprungen (benötigt eine ID und eine positive Größe)</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; is missing</source>
        <translation>%1: Feld &apos;%2&apos; fehlt</translation>
    </message>
    <message>
        <source>%1: field &apos;%2&apos; has the wrong type</source>
        <translation>%1: Feld &apos;%2&apos; hat den falschen Typ</translation>
    </message>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation>kein gültiges JSON bei Offset %1: %2</translation>
    </message>
    <message>
        <source>not a &apos;%1&apos; document</source>
        <translation>kein &apos;%1&apos;-Dokument</translation>
    </message>
    <message>
        <source>unsupported version %1 (this build reads version 1)</source>
        <translation>nicht unterstützte Version %1 (dieser Build liest Version 1)</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>muss ein Array sein</translation>
    </message>
    <message>
        <source>%1: peak &apos;%2&apos; must be a positive number</source>
        <translation>%1: Spitzenwert &apos;%2&apos; muss eine positive Zahl sein</translation>
    </message>
    <message>
        <source>%1: id &apos;%2&apos; appears twice</source>
        <translation>%1: ID &apos;%2&apos; kommt zweimal vor</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: sparse %2 figure %3 does not fit the dense peak %4 (it must be above it and at most twice it)</source>
        <translation>%1: der Sparse-Wert %3 für %2 passt nicht zum Dense-Spitzenwert %4 (er muss darüber liegen und darf höchstens doppelt so groß sein)</translation>
    </message>
    <message>
        <source>models[%1]: unknown format &apos;%2&apos;</source>
        <translation>models[%1]: unbekanntes Format &apos;%2&apos;</translation>
    </message>
</context>
<context>
    <name>roofline::ChartFactory</name>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOP/byte)</source>
        <translation>Arithmetische Intensität (FLOP/byte)</translation>
    </message>
    <message>
        <source>Performance (TFLOP/s)</source>
        <translation>Leistung (TFLOP/s)</translation>
    </message>
    <message>
        <source>Performance (GFLOP/s)</source>
        <translation>Leistung (GFLOP/s)</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>spec %1</source>
        <translation>Datenblatt %1</translation>
    </message>
    <message>
        <source>%1 (solid)</source>
        <translation>%1 (durchgezogen)</translation>
    </message>
    <message>
        <source>%1 (dashed)</source>
        <translation>%1 (gestrichelt)</translation>
    </message>
    <message>
        <source>%1 ridge point: %2 FLOP/byte (%3)</source>
        <translation>%1 Kammpunkt: %2 FLOP/byte (%3)</translation>
    </message>
    <message>
        <source>ridge points (FLOP/byte)</source>
        <translation>Kammpunkte (FLOP/byte)</translation>
    </message>
    <message>
        <source>Latency vs working set</source>
        <translation>Latenz über der Arbeitsmenge</translation>
    </message>
    <message>
        <source>Bandwidth vs working set</source>
        <translation>Bandbreite über der Arbeitsmenge</translation>
    </message>
    <message>
        <source>Working set</source>
        <translation>Arbeitsmenge</translation>
    </message>
    <message>
        <source>Latency per load</source>
        <translation>Latenz pro Ladezugriff</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Bandbreite</translation>
    </message>
    <message>
        <source>detected boundary</source>
        <translation>erkannte Grenze</translation>
    </message>
    <message>
        <source>reported cache size</source>
        <translation>gemeldete Cache-Größe</translation>
    </message>
    <message>
        <source>Nothing to draw: no bandwidth or compute peak was measured.</source>
        <translation>Nichts zu zeichnen: Es wurde weder eine Bandbreite noch eine Rechenspitze gemessen.</translation>
    </message>
    <message>
        <source>No latency sweep over working sets in this run.</source>
        <translation>Dieser Messlauf enthält keine Latenzmessung über Arbeitsmengen.</translation>
    </message>
    <message>
        <source>No bandwidth sweep over working sets in this run.</source>
        <translation>Dieser Messlauf enthält keine Bandbreitenmessung über Arbeitsmengen.</translation>
    </message>
    <message>
        <source>attainable at %1 FLOP/byte: %2</source>
        <translation>erreichbar bei %1 FLOP/Byte: %2</translation>
    </message>
    <message>
        <source>attainable at the kernel&apos;s intensity</source>
        <translation>erreichbar bei der Intensität des Kernels</translation>
    </message>
</context>
<context>
    <name>roofline::ChartInputs</name>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>%1 spec</source>
        <translation>%1 Datenblatt</translation>
    </message>
    <message>
        <source>decode b1</source>
        <translation>Decode b1</translation>
    </message>
    <message>
        <source>decode b32</source>
        <translation>Decode b32</translation>
    </message>
    <message>
        <source>prefill 2k</source>
        <translation>Prefill 2k</translation>
    </message>
    <message>
        <source>LLM decode (analytic)</source>
        <translation>LLM-Decode (analytisch)</translation>
    </message>
    <message>
        <source>LLM prefill (analytic)</source>
        <translation>LLM-Prefill (analytisch)</translation>
    </message>
    <message>
        <source>%1, %2: %3 tokens/s, %4, %5 of the roof at this intensity</source>
        <translation>%1, %2: %3 tokens/s, %4, %5 des Dachs bei dieser Intensität</translation>
    </message>
    <message>
        <source> (headroom %1×)</source>
        <translation> (Spielraum %1×)</translation>
    </message>
    <message>
        <source>%1 %2 at %3 FLOP/byte: %4</source>
        <translation>%1 %2 bei %3 FLOP/byte: %4</translation>
    </message>
    <message>
        <source>Bandwidth ladder</source>
        <translation>Bandbreitenleiter</translation>
    </message>
    <message>
        <source>%1&lt;br&gt;(spec only)</source>
        <translation>%1&lt;br&gt;(nur Datenblatt)</translation>
    </message>
    <message>
        <source>network 400G</source>
        <translation>Netzwerk 400G</translation>
    </message>
    <message>
        <source>typical: 400 Gb/s NIC line rate</source>
        <translation>typisch: 400-Gb/s-NIC-Leitungsrate</translation>
    </message>
    <message>
        <source>PCIe 4 x16</source>
        <translation>PCIe 4 x16</translation>
    </message>
    <message>
        <source>PCIe 4.0 x16 nominal, per direction</source>
        <translation>PCIe 4.0 x16 nominell, pro Richtung</translation>
    </message>
    <message>
        <source>NVMe SSD</source>
        <translation>NVMe-SSD</translation>
    </message>
    <message>
        <source>typical: PCIe 4 NVMe sequential read</source>
        <translation>typisch: sequenzielles Lesen, PCIe-4-NVMe</translation>
    </message>
    <message>
        <source>network 100G</source>
        <translation>Netzwerk 100G</translation>
    </message>
    <message>
        <source>typical: 100 Gb/s Ethernet line rate</source>
        <translation>typisch: 100-Gb/s-Ethernet-Leitungsrate</translation>
    </message>
    <message>
        <source>%1&lt;br&gt;(ref.)</source>
        <translation>%1&lt;br&gt;(Ref.)</translation>
    </message>
    <message>
        <source>Latency ladder</source>
        <translation>Latenzleiter</translation>
    </message>
    <message>
        <source>NVMe read&lt;br&gt;(ref.)</source>
        <translation>NVMe-Lesen&lt;br&gt;(Ref.)</translation>
    </message>
    <message>
        <source>typical 4 KiB random read</source>
        <translation>typisch: zufälliges Lesen von 4 KiB</translation>
    </message>
    <message>
        <source>disk seek&lt;br&gt;(ref.)</source>
        <translation>Festplatten-Seek&lt;br&gt;(Ref.)</translation>
    </message>
    <message>
        <source>typical 7,200 rpm hard disk</source>
        <translation>typische Festplatte mit 7.200 U/min</translation>
    </message>
    <message>
        <source>GPU launch&lt;br&gt;(ref.)</source>
        <translation>GPU-Launch&lt;br&gt;(Ref.)</translation>
    </message>
    <message>
        <source>clpeak README, RTX 5060</source>
        <translation>clpeak-README, RTX 5060</translation>
    </message>
    <message>
        <source>Format ladder</source>
        <translation>Formatleiter</translation>
    </message>
    <message>
        <source>%1 share a %2-bit exponent, so they cover the same range (±%3): swapping them costs precision (%4 → %5 mantissa bits), not magnitude.</source>
        <translation>%1 haben einen %2-Bit-Exponenten gemeinsam und decken daher denselben Bereich ab (±%3): Ein Tausch kostet Genauigkeit (%4 → %5 Mantissenbits), nicht Größenordnung.</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>Latency vs working set</source>
        <translation>Latenz über der Arbeitsmenge</translation>
    </message>
    <message>
        <source>Bandwidth vs working set</source>
        <translation>Bandbreite über der Arbeitsmenge</translation>
    </message>
    <message>
        <source>%1 %2 (reported)</source>
        <translation>%1 %2 (gemeldet)</translation>
    </message>
    <message>
        <source>Ridge point by launch year (bf16 dense)</source>
        <translation>Kammpunkt nach Erscheinungsjahr (bf16 dense)</translation>
    </message>
    <message>
        <source>neither (latency/occupancy)</source>
        <translation>weder noch (Latenz/Auslastung)</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>speichergebunden</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>rechengebunden</translation>
    </message>
    <message>
        <source>%1 (%2, %3)
intensity %4 FLOP/byte
attained %5
%6 % of attainable %7
bound: %8</source>
        <translation>%1 (%2, %3)
Intensität %4 FLOP/Byte
erreicht %5
%6 % von erreichbaren %7
Grenze: %8</translation>
    </message>
    <message>
        <source>far below both roofs: neither memory- nor compute-bound here; latency, occupancy or launch overhead limit it</source>
        <translation>weit unter beiden Dächern: hier weder speicher- noch rechengebunden; Latenz, Auslastung oder Startaufwand begrenzen ihn</translation>
    </message>
    <message>
        <source>your kernels, %1</source>
        <translation>Ihre Kernel, %1</translation>
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
            <numerusform>Vergleich von %n Messlauf</numerusform>
            <numerusform>Vergleich von %n Messläufen</numerusform>
        </translation>
    </message>
    <message>
        <source>Baseline: %1</source>
        <translation>Referenz: %1</translation>
    </message>
    <message>
        <source>Roofline Lab %1 · comparison</source>
        <translation>Roofline Lab %1 · Vergleich</translation>
    </message>
    <message>
        <source>Run %1%2</source>
        <translation>Messlauf %1%2</translation>
    </message>
    <message>
        <source> (baseline)</source>
        <translation> (Referenz)</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2 on %3, %4, %n measurement(s), uuid %5</source>
        <translation>
            <numerusform>%1 — %2 auf %3, %4, %n Messwert, UUID %5</numerusform>
            <numerusform>%1 — %2 auf %3, %4, %n Messwerte, UUID %5</numerusform>
        </translation>
    </message>
    <message>
        <source>Only the first %1 runs are compared.</source>
        <translation>Nur die ersten %1 Messläufe werden verglichen.</translation>
    </message>
    <message>
        <source>This node over time</source>
        <translation>Dieser Knoten im Zeitverlauf</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2: the newest run, %3, against the median of the %n earlier run(s).</source>
        <translation>
            <numerusform>%1 · %2: der neueste Messlauf, %3, gegen den Median des %n früheren Messlaufs.</numerusform>
            <numerusform>%1 · %2: der neueste Messlauf, %3, gegen den Median der %n früheren Messläufe.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wins and losses</source>
        <translation>Gewinne und Verluste</translation>
    </message>
    <message>
        <source>A difference counts when it exceeds both %1× the combined relative standard deviation of the two measurements and %2 %.</source>
        <translation>Ein Unterschied zählt, wenn er sowohl das %1-Fache der kombinierten relativen Standardabweichung beider Messwerte als auch %2 % übersteigt.</translation>
    </message>
    <message>
        <source>Ratios to the baseline (flagged rows differ beyond noise)</source>
        <translation>Verhältnisse zur Referenz (markierte Zeilen unterscheiden sich über das Rauschen hinaus)</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>Messwert</translation>
    </message>
    <message>
        <source>Run %1 (base)</source>
        <translation>Messlauf %1 (Referenz)</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Messlauf %1</translation>
    </message>
    <message>
        <source>Overlaid charts</source>
        <translation>Überlagerte Diagramme</translation>
    </message>
    <message>
        <source>Measured roofs of every run, one colour per run.</source>
        <translation>Gemessene Dächer aller Messläufe, eine Farbe pro Messlauf.</translation>
    </message>
    <message>
        <source>Ratio table</source>
        <translation>Verhältnistabelle</translation>
    </message>
    <message>
        <source>Cells show the value and, for other runs, the ratio to the baseline. Legend: ▼ worse beyond noise (dark red row), ▲ better beyond noise (light green row), both in one row: amber. CSV/JSON carry the baseline&apos;s value and the other runs&apos; ratios.</source>
        <translation>Die Zellen zeigen den Wert und bei den anderen Läufen das Verhältnis zur Basis. Legende: ▼ schlechter über das Rauschen hinaus (dunkelrote Zeile), ▲ besser über das Rauschen hinaus (hellgrüne Zeile), beides in einer Zeile: bernsteinfarben. CSV/JSON enthalten den Wert der Basis und die Verhältnisse der anderen Läufe.</translation>
    </message>
</context>
<context>
    <name>roofline::DisplayUnits</name>
    <message>
        <source>%1 cycles</source>
        <translation>%1 Zyklen</translation>
    </message>
    <message>
        <source>%1 FLOP/B</source>
        <translation>%1 FLOP/B</translation>
    </message>
    <message>
        <source>%1 cyc</source>
        <translation>%1 Zyk.</translation>
    </message>
</context>
<context>
    <name>roofline::EngineTexts</name>
    <message>
        <source>CPU memory bandwidth ladder</source>
        <translation>CPU-Speicherbandbreiten-Leiter</translation>
    </message>
    <message>
        <source>CPU memory latency ladder</source>
        <translation>CPU-Speicherlatenz-Leiter</translation>
    </message>
    <message>
        <source>CPU arithmetic throughput per format</source>
        <translation>CPU-Rechendurchsatz je Format</translation>
    </message>
    <message>
        <source>CPU library GEMM (oneDNN matmul) per format</source>
        <translation>CPU-Bibliotheks-GEMM (oneDNN matmul) je Format</translation>
    </message>
    <message>
        <source>LLM step on the CPU (model&apos;s GEMMs and attention)</source>
        <translation>LLM-Schritt auf der CPU (GEMMs und Attention des Modells)</translation>
    </message>
    <message>
        <source>CPU empirical roofline</source>
        <translation>Empirische Roofline der CPU</translation>
    </message>
    <message>
        <source>Thread, system-call and fsync latency</source>
        <translation>Latenz von Threads, Systemaufrufen und fsync</translation>
    </message>
    <message>
        <source>GPU memory bandwidth</source>
        <translation>GPU-Speicherbandbreite</translation>
    </message>
    <message>
        <source>GPU memory latency</source>
        <translation>GPU-Speicherlatenz</translation>
    </message>
    <message>
        <source>GPU FMA and MMA peaks</source>
        <translation>GPU-Spitzenwerte für FMA und MMA</translation>
    </message>
    <message>
        <source>cuBLASLt GEMM per format</source>
        <translation>cuBLASLt-GEMM je Format</translation>
    </message>
    <message>
        <source>LLM step (cuBLASLt + attention)</source>
        <translation>LLM-Schritt (cuBLASLt + Attention)</translation>
    </message>
    <message>
        <source>GPU empirical roofline</source>
        <translation>Empirische Roofline der GPU</translation>
    </message>
    <message>
        <source>GPU launch and synchronisation overheads</source>
        <translation>Start- und Synchronisationskosten der GPU</translation>
    </message>
    <message>
        <source>Host-device transfers</source>
        <translation>Übertragungen zwischen Host und Gerät</translation>
    </message>
    <message>
        <source>Peer copies and NCCL all-reduce</source>
        <translation>Peer-Kopien und NCCL-All-Reduce</translation>
    </message>
    <message>
        <source>no NVIDIA driver is installed or loaded (libcuda.so.1 not found); install the NVIDIA driver</source>
        <translation>kein NVIDIA-Treiber installiert oder geladen (libcuda.so.1 nicht gefunden); den NVIDIA-Treiber installieren</translation>
    </message>
    <message>
        <source>no CUDA-capable device is visible (check CUDA_VISIBLE_DEVICES and nvidia-smi)</source>
        <translation>kein CUDA-fähiges Gerät sichtbar (CUDA_VISIBLE_DEVICES und nvidia-smi prüfen)</translation>
    </message>
    <message>
        <source>the NVIDIA driver is older than the CUDA runtime roofline-probe was built with; update the driver (%1)</source>
        <translation>der NVIDIA-Treiber ist älter als die CUDA-Laufzeit, mit der roofline-probe gebaut wurde; den Treiber aktualisieren (%1)</translation>
    </message>
    <message>
        <source>the CUDA runtime cannot be used: %1</source>
        <translation>die CUDA-Laufzeit kann nicht verwendet werden: %1</translation>
    </message>
    <message>
        <source>the CUDA runtime reported an error</source>
        <translation>die CUDA-Laufzeit hat einen Fehler gemeldet</translation>
    </message>
</context>
<context>
    <name>roofline::ExecutiveSummary</name>
    <message>
        <source>The run holds no measurements, so nothing can be summarised.</source>
        <translation>Der Messlauf enthält keine Messwerte, daher gibt es nichts zusammenzufassen.</translation>
    </message>
    <message numerus="yes">
        <source>The run is %1 after %n measurement(s): every figure below is partial.</source>
        <translation>
            <numerusform>Der Messlauf ist nach %n Messwert %1: Alle folgenden Zahlen sind unvollständig.</numerusform>
            <numerusform>Der Messlauf ist nach %n Messwerten %1: Alle folgenden Zahlen sind unvollständig.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 reaches %3 of spec (%4 of %5).</source>
        <translation>%1 %2 erreicht %3 des Datenblattwerts (%4 von %5).</translation>
    </message>
    <message>
        <source>%1 %2 reaches %3; no spec sheet is known for this device.</source>
        <translation>%1 %2 erreicht %3; für dieses Gerät ist kein Datenblatt bekannt.</translation>
    </message>
    <message>
        <source>%1 is %2 %3</source>
        <translation>%1 ist %2 %3</translation>
    </message>
    <message>
        <source>%1 reaches %2 of its dense peak (%3).</source>
        <translation>%1 erreicht %2 seines Dense-Spitzenwerts (%3).</translation>
    </message>
    <message>
        <source>%1 peaks at %2.</source>
        <translation>%1 erreicht maximal %2.</translation>
    </message>
    <message>
        <source>%1 measured %2, above its spec ceiling of %3: check how bytes or FLOPs were counted before trusting it.</source>
        <translation>%1: gemessen %2, über der Datenblattgrenze von %3. Prüfen Sie, wie Bytes oder FLOPs gezählt wurden, bevor Sie dem Wert trauen.</translation>
    </message>
    <message>
        <source>The measured %1 ridge point is %2 FLOP/byte (spec %3): kernels below that intensity are memory-bound.</source>
        <translation>Der gemessene %1-Kammpunkt liegt bei %2 FLOP/byte (Datenblatt %3): Kernels unterhalb dieser Intensität sind speichergebunden.</translation>
    </message>
    <message>
        <source>The measured %1 ridge point is %2 FLOP/byte: kernels below that intensity are memory-bound.</source>
        <translation>Der gemessene %1-Kammpunkt liegt bei %2 FLOP/byte: Kernels unterhalb dieser Intensität sind speichergebunden.</translation>
    </message>
    <message>
        <source>The cheapest launch measured costs %1 per kernel, which bounds small-batch steps from below.</source>
        <translation>Der günstigste gemessene Launch kostet %1 pro Kernel; das begrenzt Schritte mit kleinen Batches nach unten.</translation>
    </message>
    <message>
        <source>%1 vs %2: %3 better and %4 worse beyond noise, %5 within noise, %6 not comparable.</source>
        <translation>%1 vs. %2: %3 besser und %4 schlechter über dem Rauschen, %5 im Rauschen, %6 nicht vergleichbar.</translation>
    </message>
    <message>
        <source>Largest change: %1 at %2 of the baseline.</source>
        <translation>Größte Änderung: %1 bei %2 der Referenz.</translation>
    </message>
    <message>
        <source>Decode of %1 at batch 1 (bf16, 1k context): %2, %3 tokens/s on the measured ceilings.</source>
        <translation>Decode von %1 bei Batch 1 (bf16, 1k Kontext): %2, %3 tokens/s auf den gemessenen Obergrenzen.</translation>
    </message>
    <message>
        <source>%1 %2 reaches %3. The spec column holds this CPU&apos;s theoretical ceilings, %4; they give no figure for main memory.</source>
        <translation>%1 %2 erreicht %3. Die Spalte „Datenblatt“ enthält die theoretischen Obergrenzen dieser CPU, %4; für den Hauptspeicher geben sie keinen Wert an.</translation>
    </message>
    <message>
        <source>%1 reaches %2 of the upper bound its instruction&apos;s pipes allow (%3); no core table states that instruction&apos;s own rate.</source>
        <translation>%1 erreicht %2 der Obergrenze, die die Pipes seines Befehls zulassen (%3); keine Kerntabelle nennt die eigene Rate dieses Befehls.</translation>
    </message>
    <message>
        <source>The library&apos;s %1 GEMM reaches %2 of the same instruction loop: two methods agree that this is the core&apos;s %1 rate, not a fault of the probe.</source>
        <translation>Die %1-GEMM der Bibliothek erreicht %2 derselben Befehlsschleife: Zwei Methoden stimmen überein, dass dies die %1-Rate des Kerns ist und kein Fehler der Probe.</translation>
    </message>
    <message>
        <source>The library&apos;s %1 GEMM runs at %2 the format ladder&apos;s loop: the loop misses this core&apos;s %1 rate, so the library&apos;s figure is the one to trust.</source>
        <translation>Die %1-GEMM der Bibliothek läuft mit %2 der Schleife der Formatleiter: Die Schleife verfehlt die %1-Rate dieses Kerns, maßgeblich ist der Wert der Bibliothek.</translation>
    </message>
</context>
<context>
    <name>roofline::FleetPeers</name>
    <message>
        <source>Memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <source>%1 peak</source>
        <translation>%1-Spitze</translation>
    </message>
    <message>
        <source>%1 % below</source>
        <translation>%1 % unter</translation>
    </message>
    <message>
        <source>%1 % above</source>
        <translation>%1 % über</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 the median of %n peer(s)</source>
        <translation>
            <numerusform>%1 %2 dem Median von %n Vergleichsknoten</numerusform>
            <numerusform>%1 %2 dem Median von %n Vergleichsknoten</numerusform>
        </translation>
    </message>
    <message>
        <source>; %1 MAD</source>
        <translation>; %1 MAD</translation>
    </message>
    <message numerus="yes">
        <source>P%1 of %n run(s)</source>
        <translation>
            <numerusform>P%1 von %n Lauf/Läufen</numerusform>
            <numerusform>P%1 von %n Lauf/Läufen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::FleetReport</name>
    <message>
        <source>better</source>
        <translation>besser</translation>
    </message>
    <message>
        <source>worse</source>
        <translation>schlechter</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>stabil</translation>
    </message>
    <message>
        <source>one run only</source>
        <translation>nur ein Messlauf</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>wird geprüft…</translation>
    </message>
    <message>
        <source>no baseline</source>
        <translation>keine Referenz</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>⚑ regressed</source>
        <translation>⚑ verschlechtert</translation>
    </message>
    <message numerus="yes">
        <source>No complete run yet (%n run(s) stored).</source>
        <translation>
            <numerusform>Noch kein abgeschlossener Messlauf (%n Messlauf gespeichert).</numerusform>
            <numerusform>Noch kein abgeschlossener Messlauf (%n Messläufe gespeichert).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Latest complete run #%1, started %2; %n run(s) stored.</source>
        <translation>
            <numerusform>Neuester abgeschlossener Messlauf #%1, gestartet am %2; %n Messlauf gespeichert.</numerusform>
            <numerusform>Neuester abgeschlossener Messlauf #%1, gestartet am %2; %n Messläufe gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Judged against the spec of %1 (%2).</source>
        <translation>Bewertet gegen das Datenblatt von %1 (%2).</translation>
    </message>
    <message>
        <source>A CPU: no spec sheet to judge it by.</source>
        <translation>Eine CPU: kein Datenblatt, an dem sie sich bewerten ließe.</translation>
    </message>
    <message>
        <source>No spec sheet matches this device; add a GPU profile named &quot;%1&quot; on the Hardware page.</source>
        <translation>Kein Datenblatt passt zu diesem Gerät; legen Sie auf der Seite Hardware ein GPU-Profil namens &quot;%1&quot; an.</translation>
    </message>
    <message>
        <source> (%1 of spec: above the spec sheet, check it or the measurement)</source>
        <translation> (%1 des Datenblattwerts: über dem Datenblatt, prüfen Sie dieses oder die Messung)</translation>
    </message>
    <message>
        <source> (%1 of spec)</source>
        <translation> (%1 des Datenblattwerts)</translation>
    </message>
    <message>
        <source>Memory bandwidth %1</source>
        <translation>Speicherbandbreite %1</translation>
    </message>
    <message>
        <source>%1 peak %2</source>
        <translation>%1-Spitzenwert %2</translation>
    </message>
    <message>
        <source>Trend of the headline figures %1 (%2): %3</source>
        <translation>Trend der Kennwerte %1 (%2): %3</translation>
    </message>
    <message>
        <source>Regression check of the whole run: still running.</source>
        <translation>Prüfung des ganzen Messlaufs auf Verschlechterung: läuft noch.</translation>
    </message>
    <message>
        <source>Regression check: no earlier complete run to compare with.</source>
        <translation>Prüfung auf Verschlechterung: kein früherer abgeschlossener Messlauf zum Vergleich.</translation>
    </message>
    <message numerus="yes">
        <source>Fleet: %n node(s)</source>
        <translation>
            <numerusform>Geräteflotte: %n Knoten</numerusform>
            <numerusform>Geräteflotte: %n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 host(s) · generated %2</source>
        <translation>%1 Host(s) · erstellt am %2</translation>
    </message>
    <message>
        <source>Roofline Lab %1 · fleet</source>
        <translation>Roofline Lab %1 · Geräteflotte</translation>
    </message>
    <message>
        <source>Nodes (host × device)</source>
        <translation>Knoten (Host × Gerät)</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Hosts</translation>
    </message>
    <message>
        <source>Runs stored</source>
        <translation>Gespeicherte Messläufe</translation>
    </message>
    <message>
        <source>Flagged (regressed)</source>
        <translation>Markiert (verschlechtert)</translation>
    </message>
    <message>
        <source>Headline trend down</source>
        <translation>Kennwerte mit Abwärtstrend</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) were not checked yet.</source>
        <translation>
            <numerusform>%n Knoten wurde noch nicht geprüft.</numerusform>
            <numerusform>%n Knoten wurden noch nicht geprüft.</numerusform>
        </translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Latest run</source>
        <translation>Neuester Messlauf</translation>
    </message>
    <message>
        <source>Memory BW</source>
        <translation>Speicher-BW</translation>
    </message>
    <message>
        <source>% of spec</source>
        <translation>% vom Datenblatt</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>Trend</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Markierung</translation>
    </message>
    <message>
        <source>none complete</source>
        <translation>keiner abgeschlossen</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Flagged nodes</source>
        <translation>Markierte Knoten</translation>
    </message>
    <message>
        <source>%1 · %2 (run #%3)</source>
        <translation>%1 · %2 (Messlauf #%3)</translation>
    </message>
    <message numerus="yes">
        <source>The latest run is a short one (%n measurement(s)); figures it did not measure are shown from earlier runs.</source>
        <translation>
            <numerusform>Der neueste Lauf ist ein kurzer (%n Messwert(e)); Kennzahlen, die er nicht gemessen hat, stammen aus früheren Läufen.</numerusform>
            <numerusform>Der neueste Lauf ist ein kurzer (%n Messwert(e)); Kennzahlen, die er nicht gemessen hat, stammen aus früheren Läufen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drain: %1 (%2).</source>
        <translation>Aus dem Betrieb nehmen: %1 (%2).</translation>
    </message>
    <message>
        <source>Among its peers: %1 (%2).</source>
        <translation>Unter Vergleichsknoten: %1 (%2).</translation>
    </message>
    <message>
        <source>%1, DRAIN</source>
        <translation>%1, ABZIEHEN</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n uncertain</source>
        <translation>
            <numerusform>%1 · %n unsicher</numerusform>
            <numerusform>%1 · %n unsicher</numerusform>
        </translation>
    </message>
    <message>
        <source>To drain (below their peers)</source>
        <translation>Aus dem Betrieb zu nehmen (unter ihren Vergleichsknoten)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Each node&apos;s latest complete run is checked figure by figure against the median of the previous %1 complete runs of the node that measured that figure (points disturbed while measuring are left out). A figure&apos;s noise is the larger of its runs&apos; own noise and the spread between those runs, widened by Student&apos;s t for a spread of few runs; all figures of a run are judged together (family-wise, Bonferroni), so that noise alone makes a healthy node read regressed in well under 1 % of checks. A figure is slower or faster when its interval leaves out zero and the change exceeds %2, and uncertain when the interval is wider than ±%3 or its noise is unknown. Among its peers (the same device and build, at least %4 nodes), a node whose headline figure lies %5 robust z-scores and at least %6 below their median is to be drained; that needs no history of its own. The trend arrow applies the check to the headline figures only: main memory bandwidth and the peak of each format. % of spec divides the measured memory bandwidth by the spec of the matched GPU profile; a CPU has none.</source>
        <translation>Der neueste abgeschlossene Messlauf jedes Knotens wird Messwert für Messwert gegen den Median der vorherigen %1 abgeschlossenen Messläufe des Knotens geprüft, die diesen Messwert gemessen haben (beim Messen gestörte Punkte bleiben außen vor). Das Rauschen eines Messwerts ist das größere aus dem Eigenrauschen seiner Messläufe und der Streuung zwischen diesen Messläufen, erweitert um Students t für eine Streuung weniger Messläufe; alle Messwerte eines Messlaufs werden gemeinsam beurteilt (familienweise, Bonferroni), sodass Rauschen allein einen gesunden Knoten in deutlich unter 1 % der Prüfungen als verschlechtert erscheinen lässt. Ein Messwert ist langsamer oder schneller, wenn sein Intervall die Null ausschließt und die Änderung %2 übersteigt, und unsicher, wenn das Intervall breiter als ±%3 ist oder sein Rauschen unbekannt ist. Unter seinen Vergleichsknoten (dasselbe Gerät und derselbe Build, mindestens %4 Knoten) ist ein Knoten, dessen Kennwert %5 robuste z-Werte und mindestens %6 unter deren Median liegt, aus dem Betrieb zu nehmen; dafür braucht er keine eigene Historie. Der Trendpfeil wendet die Prüfung nur auf die Kennwerte an: die Hauptspeicherbandbreite und den Spitzenwert jedes Formats. % vom Datenblatt teilt die gemessene Speicherbandbreite durch den Datenblattwert des zugeordneten GPU-Profils; eine CPU hat keinen.</translation>
    </message>
    <message>
        <source>Nodes (peaks in TFLOP/s; flagged rows regressed or are to be drained)</source>
        <translation>Knoten (Spitzenwerte in TFLOP/s; markierte Zeilen haben sich verschlechtert oder sind aus dem Betrieb zu nehmen)</translation>
    </message>
    <message>
        <source>↑ ↓ → : the headline figures against the median of the previous runs (better, worse, within noise). ⚑: the latest run regressed; DRAIN: far below its peers; the findings of both follow. Uncertain: figures too noisy or disturbed to tell.</source>
        <translation>↑ ↓ → : die Kennwerte gegenüber dem Median der vorherigen Messläufe (besser, schlechter, im Rauschen). ⚑: Der neueste Messlauf hat sich verschlechtert; ABZIEHEN: weit unter den Vergleichsknoten; die Befunde beider folgen. Unsicher: Messwerte, die zu verrauscht oder gestört sind, um etwas zu sagen.</translation>
    </message>
</context>
<context>
    <name>roofline::HardwareProfile</name>
    <message>
        <source>must be positive: without it there is no memory roof</source>
        <translation>muss positiv sein: Ohne sie gibt es kein Speicherdach</translation>
    </message>
    <message>
        <source>must be positive</source>
        <translation>muss positiv sein</translation>
    </message>
    <message>
        <source>give at least one peak rate (any format)</source>
        <translation>geben Sie mindestens eine Spitzenrate an (beliebiges Format)</translation>
    </message>
</context>
<context>
    <name>roofline::HardwareReport</name>
    <message>
        <source>Each ceiling: best measured value against the spec sheet</source>
        <translation>Jede Obergrenze: bester Messwert gegenüber dem Datenblatt</translation>
    </message>
    <message>
        <source>Ceiling</source>
        <translation>Obergrenze</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Spec</source>
        <translation>Datenblatt</translation>
    </message>
    <message>
        <source>% of spec</source>
        <translation>% vom Datenblatt</translation>
    </message>
    <message>
        <source>Noise (CoV)</source>
        <translation>Rauschen (VK)</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Markierung</translation>
    </message>
    <message>
        <source>ABOVE SPEC</source>
        <translation>ÜBER DATENBLATT</translation>
    </message>
    <message>
        <source>No spec sheet is known for this device: only measured values are shown.</source>
        <translation>Für dieses Gerät ist kein Datenblatt bekannt: Es werden nur Messwerte gezeigt.</translation>
    </message>
    <message>
        <source>LLM operating points on the measured ceilings (bf16 weights)</source>
        <translation>LLM-Betriebspunkte auf den gemessenen Obergrenzen (bf16-Gewichte)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Begrenzung</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>FLOP/byte</source>
        <translation>FLOP/byte</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Passt</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>All measurements</source>
        <translation>Alle Messwerte</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Working set</source>
        <translation>Arbeitsmenge</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>CoV</source>
        <translation>VK</translation>
    </message>
    <message>
        <source>Methodology</source>
        <translation>Methodik</translation>
    </message>
    <message>
        <source>Hardware report: %1</source>
        <translation>Hardwarebericht: %1</translation>
    </message>
    <message>
        <source>unknown device</source>
        <translation>unbekanntes Gerät</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 suite</source>
        <translation>%1 · %2 · Suite %3</translation>
    </message>
    <message>
        <source>Roofline Lab %1 · run %2</source>
        <translation>Roofline Lab %1 · Messlauf %2</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>Betriebssystem</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Suite</source>
        <translation>Suite</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Messwerte</translation>
    </message>
    <message>
        <source>Measured with</source>
        <translation>Gemessen mit</translation>
    </message>
    <message>
        <source>Roofline Lab %1</source>
        <translation>Roofline Lab %1</translation>
    </message>
    <message>
        <source>unknown version</source>
        <translation>unbekannte Version</translation>
    </message>
    <message>
        <source>Report written by</source>
        <translation>Bericht erstellt mit</translation>
    </message>
    <message>
        <source>Judged against</source>
        <translation>Bewertet gegen</translation>
    </message>
    <message>
        <source>no spec sheet (none matched)</source>
        <translation>kein Datenblatt (keines passte)</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Measured vs spec</source>
        <translation>Gemessen vs. Datenblatt</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>sweep (measured)</source>
        <translation>Sweep (gemessen)</translation>
    </message>
    <message>
        <source>Roofline of the run: measured roofs solid, spec roofs dashed; squares mark ridge points (FLOP/byte); circles and triangles are analytic LLM steps on the measured ceilings.</source>
        <translation>Roofline des Messlaufs: gemessene Dächer durchgezogen, Datenblatt-Dächer gestrichelt; Quadrate markieren Kammpunkte (FLOP/byte); Kreise und Dreiecke sind analytische LLM-Schritte auf den gemessenen Obergrenzen.</translation>
    </message>
    <message>
        <source>Best bandwidth per level; dashes are spec values, grey diamonds reference figures that were not measured; italics give the step between rungs.</source>
        <translation>Beste Bandbreite pro Ebene; Striche sind Datenblattwerte, graue Rauten nicht gemessene Referenzwerte; kursiv steht der Schritt zwischen den Sprossen.</translation>
    </message>
    <message>
        <source>Latency per rung on a log axis from 1 ns; chase rungs are the median of their level&apos;s plateau; grey diamonds are reference figures.</source>
        <translation>Latenz pro Sprosse auf logarithmischer Achse ab 1 ns; Pointer-Chasing-Sprossen sind der Median des Plateaus ihrer Ebene; graue Rauten sind Referenzwerte.</translation>
    </message>
    <message>
        <source>Dense peak per number format, measured vs spec, with storage and range.</source>
        <translation>Dense-Spitzenwert pro Zahlenformat, gemessen vs. Datenblatt, mit Speicherbedarf und Wertebereich.</translation>
    </message>
    <message>
        <source>Dashed red lines: boundaries detected from the curve; dotted grey: cache sizes the system reports.</source>
        <translation>Rot gestrichelte Linien: aus der Kurve erkannte Grenzen; grau gepunktet: vom System gemeldete Cache-Größen.</translation>
    </message>
    <message>
        <source>LLM operating points</source>
        <translation>LLM-Betriebspunkte</translation>
    </message>
    <message>
        <source>Context: hardware trends</source>
        <translation>Kontext: Hardwaretrends</translation>
    </message>
    <message>
        <source>Across generations compute grows faster than bandwidth, so the ridge point climbs and memory-bound work starves a little more; chips that bought bandwidth faster (red) bucked the trend.</source>
        <translation>Über die Generationen wächst die Rechenleistung schneller als die Bandbreite, daher steigt der Kammpunkt und speichergebundene Arbeit hungert noch etwas mehr; Chips, die schneller Bandbreite zugelegt haben (rot), widersetzten sich dem Trend.</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Run UUID</source>
        <translation>Messlauf-UUID</translation>
    </message>
    <message>
        <source>The run&apos;s bundle is attached to this PDF as %1; `roofline runs import` reads it back.</source>
        <translation>Das Bundle des Messlaufs ist diesem PDF als %1 angehängt; `roofline runs import` liest es wieder ein.</translation>
    </message>
    <message>
        <source>Appendix: all measurements</source>
        <translation>Anhang: alle Messwerte</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>Decode</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <source>The core clock was uncertain in this run (its methods disagreed): the derived ceilings may be off.</source>
        <translation>Der Kerntakt war in diesem Messlauf unsicher (seine Messmethoden widersprachen sich): Die abgeleiteten Obergrenzen können abweichen.</translation>
    </message>
    <message>
        <source>Step, grouped</source>
        <translation>Schritt, gruppiert</translation>
    </message>
    <message>
        <source>within clock tolerance</source>
        <translation>innerhalb der Takttoleranz</translation>
    </message>
    <message>
        <source>above, within rounding</source>
        <translation>darüber, innerhalb der Rundung</translation>
    </message>
    <message>
        <source>Spec: %1 (%2). Rows more than %3 above the spec ceiling are flagged (spec sheets round their figures).</source>
        <translation>Datenblatt: %1 (%2). Zeilen, die mehr als %3 über der Datenblattgrenze liegen, werden markiert (Datenblätter runden ihre Werte).</translation>
    </message>
    <message>
        <source>No spec sheet for this CPU: the spec column is its theoretical ceiling, derived from the ISA and the measured clock (FLOP or bytes per cycle of one core x the clock x the cores used; see each measurement&apos;s ceiling_rule). The ceiling rests on one clock measured in the run while the clock drifts with load and temperature, so a row up to %1 above it is marked but not flagged; beyond that it is flagged.</source>
        <translation>Für diese CPU gibt es kein Datenblatt: Die Spalte „Datenblatt“ zeigt ihre theoretische Obergrenze, abgeleitet aus dem Befehlssatz und dem gemessenen Takt (FLOP bzw. Bytes pro Takt eines Kerns × Takt × genutzte Kerne; siehe ceiling_rule jeder Messung). Die Obergrenze beruht auf einem im Messlauf gemessenen Takt, während der Takt mit Last und Temperatur schwankt; eine Zeile bis zu %1 darüber wird daher vermerkt, aber nicht markiert; darüber hinaus wird sie markiert.</translation>
    </message>
    <message>
        <source>LLM steps measured on this machine beside the analytic ones</source>
        <translation>Auf dieser Maschine gemessene LLM-Schritte neben den analytischen</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <source>Measured step</source>
        <translation>Gemessener Schritt</translation>
    </message>
    <message>
        <source>Analytic step</source>
        <translation>Analytischer Schritt</translation>
    </message>
    <message>
        <source>Tokens/s measured</source>
        <translation>Token/s gemessen</translation>
    </message>
    <message>
        <source>Tokens/s analytic</source>
        <translation>Token/s analytisch</translation>
    </message>
    <message>
        <source>Kernel efficiency</source>
        <translation>Kernel-Effizienz</translation>
    </message>
    <message>
        <source>% of DRAM bandwidth</source>
        <translation>% der DRAM-Bandbreite</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>nicht erreicht</translation>
    </message>
    <message>
        <source>%1, %2, context %3: memory→compute flip measured at batch %4, analytic at batch %5.</source>
        <translation>%1, %2, Kontext %3: Wechsel Speicher→Rechnen gemessen bei Batch %4, analytisch bei Batch %5.</translation>
    </message>
    <message>
        <source>Measured: cpu.llm ran the model&apos;s GEMMs (oneDNN) and attention with real-sized weights on this device (docs/model/llm-plan.md); embedding, norms and sampling are not in the measured step. Analytic: the same step on this run&apos;s measured ceilings, kernels one after another, at 100 % efficiency. Kernel efficiency = analytic ÷ measured.</source>
        <translation>Gemessen: cpu.llm hat die GEMMs (oneDNN) und die Attention des Modells mit Gewichten in echter Größe auf diesem Gerät ausgeführt (docs/model/llm-plan.md); Embedding, Normen und Sampling sind nicht im gemessenen Schritt. Analytisch: derselbe Schritt auf den gemessenen Dächern dieses Messlaufs, Kernel nacheinander, bei 100 % Effizienz. Kernel-Effizienz = analytisch ÷ gemessen.</translation>
    </message>
    <message>
        <source>LLM on this machine</source>
        <translation>LLM auf dieser Maschine</translation>
    </message>
    <message>
        <source>Cases the run did not measure, with the engine&apos;s reason:</source>
        <translation>Fälle, die der Messlauf nicht gemessen hat, mit dem Grund der Mess-Engine:</translation>
    </message>
    <message>
        <source>%1, %2: not measured because %3</source>
        <translation>%1, %2: nicht gemessen, weil %3</translation>
    </message>
    <message>
        <source>Analytic model evaluated on this run&apos;s measured ceilings; memory at %1 (%2), efficiency 1.0. Step time: the overlapped bound; grouped: kernel groups one after another. The method: docs/model/method.md in the Roofline Lab source repository.</source>
        <translation>Analytisches Modell, ausgewertet mit den gemessenen Obergrenzen dieses Messlaufs; Speicher mit %1 (%2), Effizienz 1,0. Schrittzeit: die überlappende Schranke; gruppiert: Kernel-Gruppen nacheinander. Die Methode: docs/model/method.md im Quellcode-Repository von Roofline Lab.</translation>
    </message>
    <message>
        <source>its best main-memory read: a step reads its weights and KV cache</source>
        <translation>sein bestes Lesen aus dem Hauptspeicher: ein Schritt liest seine Gewichte und den KV-Cache</translation>
    </message>
    <message>
        <source>its best main-memory figure</source>
        <translation>sein bester Hauptspeicherwert</translation>
    </message>
    <message>
        <source>LOOP BELOW LIBRARY</source>
        <translation>SCHLEIFE UNTER BIBLIOTHEK</translation>
    </message>
    <message>
        <source>upper bound; library agrees</source>
        <translation>Obergrenze; Bibliothek bestätigt</translation>
    </message>
    <message>
        <source>upper bound</source>
        <translation>Obergrenze</translation>
    </message>
    <message>
        <source>Rows marked &quot;upper bound&quot; are dot products (vdpbf16ps, vpdpbusd, bfdot, sdot) held against the FMA pipes: no core table states their own rate, and cores run them slower, so a low share there is not by itself a fault. The second method is the library GEMM of the same format in the same run: &quot;library agrees&quot; when it reaches at least %1 of the loop.</source>
        <translation>Mit „Obergrenze“ markierte Zeilen sind Skalarprodukt-Befehle (vdpbf16ps, vpdpbusd, bfdot, sdot), gemessen an den FMA-Pipes: Keine Kerntabelle nennt ihre eigene Rate, und Kerne führen sie langsamer aus, ein niedriger Anteil ist dort also für sich kein Fehler. Die zweite Methode ist die GEMM der Bibliothek im selben Format und Lauf: „Bibliothek bestätigt“, wenn sie mindestens %1 der Schleife erreicht.</translation>
    </message>
    <message>
        <source>&quot;LOOP BELOW LIBRARY&quot;: the library GEMM of that format beat the format ladder&apos;s register-resident loop by more than %1, so the loop misses this core&apos;s rate.</source>
        <translation>„SCHLEIFE UNTER BIBLIOTHEK“: Die GEMM der Bibliothek in diesem Format übertraf die registerresidente Schleife der Formatleiter um mehr als %1, die Schleife verfehlt also die Rate dieses Kerns.</translation>
    </message>
    <message>
        <source>Warnings from the measurement</source>
        <translation>Warnungen aus der Messung</translation>
    </message>
    <message>
        <source>What the engine said while it measured</source>
        <translation>Was die Mess-Engine während der Messung meldete</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>Bedeutung</translation>
    </message>
    <message>
        <source>Probe</source>
        <translation>Messung</translation>
    </message>
    <message>
        <source>The engine&apos;s words</source>
        <translation>Wortlaut der Engine</translation>
    </message>
    <message>
        <source>The engine&apos;s words name kernels, sizes and figures and are kept as it wrote them, in English; the run&apos;s bundle (attached) holds the same warnings.</source>
        <translation>Der Wortlaut der Engine nennt Kernels, Größen und Werte und bleibt so, wie sie ihn schrieb, auf Englisch; das angehängte Bundle des Messlaufs enthält dieselben Warnungen.</translation>
    </message>
    <message numerus="yes">
        <source>The engine raised %n warning(s) while it measured (%1); each is listed under “Warnings from the measurement”.</source>
        <translation>
            <numerusform>Die Mess-Engine meldete während der Messung %n Warnung (%1); sie steht unter „Warnungen aus der Messung“.</numerusform>
            <numerusform>Die Mess-Engine meldete während der Messung %n Warnungen (%1); jede steht unter „Warnungen aus der Messung“.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your kernels on the run&apos;s measured roofs (solid; spec dashed): each point is a kernel at its arithmetic intensity per memory level, labelled with the % of the attainable bound it reaches; the diamond above it is that bound (the lower roof at its intensity).</source>
        <translation>Ihre Kernel auf den gemessenen Dächern des Laufs (durchgezogen; Datenblatt gestrichelt): Jeder Punkt ist ein Kernel bei seiner arithmetischen Intensität je Speicherebene, beschriftet mit dem erreichten Anteil (%) der erreichbaren Grenze; die Raute darüber ist diese Grenze (das niedrigere Dach bei seiner Intensität).</translation>
    </message>
    <message>
        <source>Your kernels on the measured roofs</source>
        <translation>Ihre Kernel auf den gemessenen Dächern</translation>
    </message>
    <message>
        <source>Each kernel against the attainable bound at its intensity</source>
        <translation>Jeder Kernel gegen die erreichbare Grenze bei seiner Intensität</translation>
    </message>
    <message>
        <source>Attained</source>
        <translation>Erreicht</translation>
    </message>
    <message>
        <source>Attainable</source>
        <translation>Erreichbar</translation>
    </message>
    <message>
        <source>% of attainable</source>
        <translation>% des Erreichbaren</translation>
    </message>
    <message>
        <source>Attainable: the lower of the measured compute roof of the format and the measured bandwidth of the level times the kernel&apos;s intensity. Flagged rows reach less than %1 of it: neither memory- nor compute-bound there (latency, occupancy or launch overhead).</source>
        <translation>Erreichbar: das niedrigere aus gemessenem Rechendach des Formats und gemessener Bandbreite der Ebene mal der Intensität des Kernels. Markierte Zeilen erreichen weniger als %1 davon: dort weder speicher- noch rechengebunden (Latenz, Auslastung oder Startaufwand).</translation>
    </message>
    <message>
        <source>%1: not placed, %2</source>
        <translation>%1: nicht eingetragen, %2</translation>
    </message>
    <message numerus="yes">
        <source>None of the %n kernel(s) could be placed on this run&apos;s roofs.</source>
        <translation>
            <numerusform>Keiner der %n Kernel konnte auf die Dächer dieses Laufs gesetzt werden.</numerusform>
            <numerusform>Keiner der %n Kernel konnte auf die Dächer dieses Laufs gesetzt werden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::HfConfig</name>
    <message>
        <source>is missing; the %1 family needs it</source>
        <translation>fehlt; die %1-Familie braucht es</translation>
    </message>
    <message>
        <source>%1 is not in the config: the %2 default %3 is used.</source>
        <translation>%1 steht nicht in der Konfiguration: der %2-Standardwert %3 wird verwendet.</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>muss eine Liste sein</translation>
    </message>
    <message>
        <source>lists %1 layers but num_hidden_layers is %2</source>
        <translation>nennt %1 Layer, aber num_hidden_layers ist %2</translation>
    </message>
    <message>
        <source>quantization_config (%1) is not read: the linear layers count in the model&apos;s dtype; give the weights&apos; format.</source>
        <translation>quantization_config (%1) wird nicht gelesen: die linearen Layer zählen im Datentyp des Modells; geben Sie das Format der Gewichte an.</translation>
    </message>
    <message>
        <source>The checkpoint stores its experts in %1; attention, router, embedding and lm_head in %2.</source>
        <translation>Der Checkpoint speichert seine Experten in %1; Attention, Router, Embedding und lm_head in %2.</translation>
    </message>
    <message>
        <source>The checkpoint stores its linear layers in %1 (%2); embedding, lm_head and norms in %3.</source>
        <translation>Der Checkpoint speichert seine linearen Layer in %1 (%2); Embedding, lm_head und Normierungen in %3.</translation>
    </message>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation>kein gültiges JSON bei Offset %1: %2</translation>
    </message>
    <message>
        <source>a config.json is one JSON object</source>
        <translation>eine config.json ist ein einzelnes JSON-Objekt</translation>
    </message>
    <message>
        <source>is missing: this does not look like a Hugging Face config.json</source>
        <translation>fehlt: das sieht nicht nach einer Hugging-Face-config.json aus</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a model type this reader knows; it reads %2</source>
        <translation>&apos;%1&apos; ist kein Modelltyp, den dieser Leser kennt; er liest %2</translation>
    </message>
    <message>
        <source>is missing: a gemma3 config keeps its language model there</source>
        <translation>fehlt: eine gemma3-Konfiguration beschreibt dort ihr Sprachmodell</translation>
    </message>
    <message>
        <source>The vision tower (vision_config) is not counted: the calculator models the language model.</source>
        <translation>Der Vision-Tower (vision_config) wird nicht mitgezählt: der Rechner modelliert das Sprachmodell.</translation>
    </message>
    <message>
        <source>torch_dtype is float32, which engines serve in 16 bits: bf16 is used (give fp32 weights to count 32-bit ones).</source>
        <translation>torch_dtype ist float32, was Serving-Engines in 16 Bit ausführen: bf16 wird verwendet (fp32-Gewichte angeben, um 32 Bit zu zählen).</translation>
    </message>
    <message>
        <source>torch_dtype is %1: bf16 is assumed for what is not quantised.</source>
        <translation>torch_dtype ist %1: für Nicht-Quantisiertes wird bf16 angenommen.</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>The multi-token-prediction module (num_nextn_predict_layers) is not counted: it serves speculative decoding only.</source>
        <translation>Das Multi-Token-Prediction-Modul (num_nextn_predict_layers) wird nicht mitgezählt: es dient nur dem spekulativen Decoding.</translation>
    </message>
    <message>
        <source>is needed for the dense layers (mlp_only_layers)</source>
        <translation>wird für die dichten Layer (mlp_only_layers) gebraucht</translation>
    </message>
    <message>
        <source>is needed for the dense layers</source>
        <translation>wird für die dichten Layer gebraucht</translation>
    </message>
    <message>
        <source>Attention sinks and the biases of the output projection and the experts are not counted (under 0.1 % of the weights).</source>
        <translation>Attention-Sinks und die Biases der Ausgabeprojektion und der Experten werden nicht mitgezählt (unter 0,1 % der Gewichte).</translation>
    </message>
    <message>
        <source>config.json (model_type %1)</source>
        <translation>config.json (model_type %1)</translation>
    </message>
    <message>
        <source>%1 (model_type %2)</source>
        <translation>%1 (model_type %2)</translation>
    </message>
    <message>
        <source>is %1; must be a whole number from %2 to %3</source>
        <translation>ist %1; muss eine ganze Zahl von %2 bis %3 sein</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>muss eine ganze Zahl von %1 bis %2 sein</translation>
    </message>
    <message>
        <source>times moe_intermediate_size (%1) is %2; the shared experts may be at most %3 wide</source>
        <translation>mal moe_intermediate_size (%1) ergibt %2; die gemeinsamen Experten dürfen höchstens %3 breit sein</translation>
    </message>
</context>
<context>
    <name>roofline::LadderChartBuilder</name>
    <message>
        <source>Latency ladder</source>
        <translation>Latenzleiter</translation>
    </message>
    <message>
        <source>Bandwidth ladder</source>
        <translation>Bandbreitenleiter</translation>
    </message>
    <message>
        <source>Latency (log)</source>
        <translation>Latenz (log)</translation>
    </message>
    <message>
        <source>Bandwidth (log)</source>
        <translation>Bandbreite (log)</translation>
    </message>
    <message>
        <source>reference, not measured</source>
        <translation>Referenz, nicht gemessen</translation>
    </message>
    <message>
        <source>%1 (ref.)</source>
        <translation>%1 (Ref.)</translation>
    </message>
    <message>
        <source>%1: %2, reference figure (%3), not measured</source>
        <translation>%1: %2, Referenzwert (%3), nicht gemessen</translation>
    </message>
    <message>
        <source>%1 spec: %2 (%3)</source>
        <translation>%1 Datenblatt: %2 (%3)</translation>
    </message>
    <message>
        <source>spec</source>
        <translation>Datenblatt</translation>
    </message>
    <message>
        <source>%1× %2</source>
        <translation>%1× %2</translation>
    </message>
    <message>
        <source>slower</source>
        <translation>langsamer</translation>
    </message>
    <message>
        <source>less</source>
        <translation>weniger</translation>
    </message>
    <message>
        <source>%1× more</source>
        <translation>%1× mehr</translation>
    </message>
    <message>
        <source>step between rungs</source>
        <translation>Schritt zwischen Sprossen</translation>
    </message>
    <message>
        <source>Format ladder</source>
        <translation>Formatleiter</translation>
    </message>
    <message>
        <source>integer</source>
        <translation>Ganzzahl</translation>
    </message>
    <message>
        <source>e%1 m%2&lt;br&gt;±%3&lt;br&gt;%4 dig.</source>
        <translation>e%1 m%2&lt;br&gt;±%3&lt;br&gt;%4 Ziff.</translation>
    </message>
    <message>
        <source>format · bytes/element · exponent/mantissa bits · range</source>
        <translation>Format · Bytes/Element · Exponenten-/Mantissenbits · Wertebereich</translation>
    </message>
    <message>
        <source>Dense peak (log)</source>
        <translation>Dense-Spitzenwert (log)</translation>
    </message>
    <message>
        <source> (%1 %)</source>
        <translation> (%1 %)</translation>
    </message>
    <message>
        <source>%1 spec: %2</source>
        <translation>%1 Datenblatt: %2</translation>
    </message>
    <message>
        <source>spec (dense)</source>
        <translation>Datenblatt (dense)</translation>
    </message>
    <message>
        <source>No latency was measured in this run.</source>
        <translation>In diesem Messlauf wurde keine Latenz gemessen.</translation>
    </message>
    <message>
        <source>No bandwidth was measured in this run.</source>
        <translation>In diesem Messlauf wurde keine Bandbreite gemessen.</translation>
    </message>
    <message>
        <source>No compute peak was measured in this run.</source>
        <translation>In diesem Messlauf wurde keine Rechenspitze gemessen.</translation>
    </message>
</context>
<context>
    <name>roofline::LlmPlan</name>
    <message>
        <source>%1 has no architecture (only a parameter count): the engine needs the layer&apos;s shapes</source>
        <translation>%1 hat keine Architektur (nur eine Parameterzahl): die Engine braucht die Formen der Schicht</translation>
    </message>
    <message>
        <source>%1 gives no vocabulary size: the lm_head cannot be sized</source>
        <translation>%1 nennt keine Vokabulargröße: die Größe des lm_head ist unbekannt</translation>
    </message>
    <message>
        <source>no format to measure</source>
        <translation>kein Format zu messen</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; for the LLM step (one of %2)</source>
        <translation>unbekanntes Format „%1“ für den LLM-Schritt (eines von %2)</translation>
    </message>
    <message>
        <source>batch %1 is outside 1…4096</source>
        <translation>Batch %1 liegt außerhalb von 1…4096</translation>
    </message>
    <message>
        <source>the context must not be negative</source>
        <translation>der Kontext darf nicht negativ sein</translation>
    </message>
    <message>
        <source>prompt length %1 is outside 1…1048576</source>
        <translation>Prompt-Länge %1 liegt außerhalb von 1…1048576</translation>
    </message>
    <message>
        <source>a context of %1 tokens is beyond %2&apos;s maximum of %3</source>
        <translation>ein Kontext von %1 Token liegt über dem Maximum von %2 (%3)</translation>
    </message>
</context>
<context>
    <name>roofline::MeasuredProfile</name>
    <message>
        <source>measured in run %1</source>
        <translation>gemessen in Messlauf %1</translation>
    </message>
    <message>
        <source>%1 bandwidth (%2)</source>
        <translation>%1-Bandbreite (%2)</translation>
    </message>
    <message>
        <source>%1 peak</source>
        <translation>%1-Spitzenwert</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (run %2)</source>
        <translation>%1 (Messlauf %2)</translation>
    </message>
    <message>
        <source>run %1 measured no memory bandwidth or no compute peak; probe with the standard suite first</source>
        <translation>Messlauf %1 hat keine Speicherbandbreite oder keinen Rechen-Spitzenwert gemessen; messen Sie zuerst mit der Standard-Suite</translation>
    </message>
    <message>
        <source>%1, theoretical</source>
        <translation>%1, theoretisch</translation>
    </message>
    <message>
        <source>derived from the ISA and the measured clock (%1 GHz, uncertain)</source>
        <translation>abgeleitet aus dem Befehlssatz und dem gemessenen Takt (%1 GHz, unsicher)</translation>
    </message>
    <message>
        <source>derived from the ISA and the measured clock (%1 GHz)</source>
        <translation>abgeleitet aus dem Befehlssatz und dem gemessenen Takt (%1 GHz)</translation>
    </message>
</context>
<context>
    <name>roofline::MeasuredStep</name>
    <message>
        <source>run %1 measured no LLM step (roofline probe --llm MODEL measures one)</source>
        <translation>Messlauf %1 hat keinen LLM-Schritt gemessen (roofline probe --llm MODELL misst einen)</translation>
    </message>
    <message>
        <source>run %1 has no measured step of %2, %3 %4 batch %5 at %6 tokens; it measured: %7</source>
        <translation>Messlauf %1 hat keinen gemessenen Schritt von %2, %3 %4 Batch %5 bei %6 Token; gemessen wurden: %7</translation>
    </message>
    <message>
        <source>run %1 did not measure %2 %3: not measured because %4</source>
        <translation>Messlauf %1 hat %2 %3 nicht gemessen: nicht gemessen, weil %4</translation>
    </message>
</context>
<context>
    <name>roofline::MeasurementTableModel</name>
    <message>
        <source>Probe</source>
        <translation>Messung</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Working set</source>
        <translation>Arbeitsmenge</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bestwert</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>CoV</source>
        <translation>VK</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>disturbed</source>
        <translation>gestört</translation>
    </message>
    <message>
        <source>above theoretical peak</source>
        <translation>über dem theoretischen Maximum</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s) disturbed by other work; too few clean ones, so all are in the statistics.</source>
        <translation>
            <numerusform>%n Stichprobe durch andere Arbeit gestört; zu wenige ungestörte, daher gehen alle in die Statistik ein.</numerusform>
            <numerusform>%n Stichproben durch andere Arbeit gestört; zu wenige ungestörte, daher gehen alle in die Statistik ein.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s) disturbed by other work (probe threads lost more than 1 % of their time) set aside from the statistics.</source>
        <translation>
            <numerusform>%n durch andere Arbeit gestörte Stichprobe (die Threads der Sonde verloren mehr als 1 % ihrer Zeit) aus der Statistik herausgenommen.</numerusform>
            <numerusform>%n durch andere Arbeit gestörte Stichproben (die Threads der Sonde verloren mehr als 1 % ihrer Zeit) aus der Statistik herausgenommen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hypervisor steal: %1 % of the CPU time.</source>
        <translation>Hypervisor-Steal: %1 % der CPU-Zeit.</translation>
    </message>
    <message>
        <source>Measured twice: the first attempt was disturbed.</source>
        <translation>Zweimal gemessen: der erste Versuch war gestört.</translation>
    </message>
    <message numerus="yes">
        <source>Sampled in %n window(s) seconds apart.</source>
        <translation>
            <numerusform>In %n Fenster gemessen.</numerusform>
            <numerusform>In %n Fenstern gemessen, Sekunden auseinander.</numerusform>
        </translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Markierungen</translation>
    </message>
</context>
<context>
    <name>roofline::Methodology</name>
    <message>
        <source>Units and headline values</source>
        <translation>Einheiten und Kennwerte</translation>
    </message>
    <message>
        <source>All figures are SI: bytes, seconds, bytes per second and FLOP/s (OP/s for integer formats); GB = 10^9 bytes, GiB = 2^30 bytes. Each measurement keeps every sample. The headline is the best sample for bandwidth and throughput (the STREAM convention: the fastest run is the one least disturbed) and the median for latency; minimum, median, maximum, standard deviation, coefficient of variation and the sample count are stored and shown as noise.</source>
        <translation>Alle Angaben sind SI: Bytes, Sekunden, Bytes pro Sekunde und FLOP/s (OP/s für Ganzzahlformate); GB = 10^9 Bytes, GiB = 2^30 Bytes. Jeder Messwert behält alle Stichproben. Als Kennwert dient für Bandbreite und Durchsatz die beste Stichprobe (die STREAM-Konvention: der schnellste Durchlauf ist der am wenigsten gestörte) und für die Latenz der Median; Minimum, Median, Maximum, Standardabweichung, Variationskoeffizient und Stichprobenzahl werden gespeichert und als Rauschen angezeigt.</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>Stichproben</translation>
    </message>
    <message>
        <source>After a discarded warm-up, samples of at least 1 ms are taken until there are at least 10 samples and 0.5 s of measurement, stopping early when the relative spread falls to 0.5 % or at the time cap. Host timers are steady clocks; GPU kernels are timed with CUDA events.</source>
        <translation>Nach einem verworfenen Aufwärmdurchlauf werden Stichproben von mindestens 1 ms genommen, bis mindestens 10 Stichproben und 0,5 s Messzeit vorliegen; vorzeitig beendet wird, sobald die relative Streuung auf 0,5 % fällt oder die Zeitgrenze erreicht ist. Host-Timer sind monotone Uhren; GPU-Kernels werden mit CUDA-Events gemessen.</translation>
    </message>
    <message>
        <source>Interference</source>
        <translation>Störungen</translation>
    </message>
    <message>
        <source>Each worker thread compares its wall time with its CPU time around every sample; a sample in which the probe&apos;s threads lost more than 1 % of their time to other tasks or to the hypervisor (steal) is set aside from the statistics and kept in the record. A point whose samples were mostly disturbed, or whose CPUs lost more than 20 % to steal, is measured once more; if it stays disturbed it is flagged. Peak arithmetic and the largest working sets are sampled in several windows seconds apart, so a neighbour busy for a moment cannot set the headline. What a guest cannot see (a busy sibling hardware thread, memory placed on a remote node) shows only as spread between runs.</source>
        <translation>Jeder Arbeitsthread vergleicht um jede Stichprobe seine Wanduhrzeit mit seiner CPU-Zeit; eine Stichprobe, in der die Threads der Sonde mehr als 1 % ihrer Zeit an andere Tasks oder an den Hypervisor (Steal) verloren haben, wird aus der Statistik herausgenommen und im Datensatz aufbewahrt. Ein Messpunkt, dessen Stichproben überwiegend gestört waren oder dessen CPUs mehr als 20 % an Steal verloren haben, wird noch einmal gemessen; bleibt er gestört, wird er markiert. Die Spitzenrechenleistung und die größten Arbeitsmengen werden in mehreren, Sekunden auseinanderliegenden Fenstern gemessen, damit ein kurz beschäftigter Nachbar nicht den Kopfwert bestimmt. Was ein Gast nicht sehen kann (ein ausgelasteter Geschwister-Hardwarethread, Speicher auf einem entfernten Knoten), zeigt sich nur als Streuung zwischen Messläufen.</translation>
    </message>
    <message>
        <source>Bandwidth probes</source>
        <translation>Bandbreitenmessungen</translation>
    </message>
    <message>
        <source>Read, write, copy and triad kernels stream through arrays sized for the level under test; main-memory arrays are at least 8× the last-level cache. Bytes are counted explicitly as in STREAM: read 1×, write 1×, copy 2× and triad 3× the array size. Write-allocate traffic is not counted, so true triad traffic on a write-allocate cache is 4/3 of the reported figure. Kernels use wide vector accesses with several loads in flight and random, incompressible data. Host-device figures (H2D, D2H) are copies through pinned memory.</source>
        <translation>Read-, Write-, Copy- und Triad-Kernels streamen durch Arrays, die für die getestete Ebene bemessen sind; Arrays für den Hauptspeicher sind mindestens 8× so groß wie der Last-Level-Cache. Bytes werden wie bei STREAM explizit gezählt: Read 1×, Write 1×, Copy 2× und Triad 3× die Arraygröße. Write-Allocate-Verkehr wird nicht gezählt, daher beträgt der tatsächliche Triad-Verkehr bei einem Write-Allocate-Cache 4/3 des gemeldeten Werts. Die Kernels verwenden breite Vektorzugriffe mit mehreren gleichzeitig ausstehenden Ladevorgängen und zufällige, nicht komprimierbare Daten. Host-Geräte-Werte (H2D, D2H) sind Kopien über gepinnten Speicher.</translation>
    </message>
    <message>
        <source>Latency probes</source>
        <translation>Latenzmessungen</translation>
    </message>
    <message>
        <source>A single dependent chain of loads walks one random cycle (Sattolo&apos;s algorithm) at cache-line spacing, at least 10^6 loads per point, over working sets from 1 KiB to several times the last-level cache; the time per load is the latency. Cache boundaries are detected as the steepest steps of that curve and shown beside the sizes the system reports. Launch, thread hand-off and system-call rungs time batches of round trips and divide.</source>
        <translation>Eine einzige Kette abhängiger Ladezugriffe durchläuft einen zufälligen Zyklus (Sattolo-Algorithmus) im Abstand einer Cache-Zeile, mit mindestens 10^6 Ladezugriffen pro Punkt, über Arbeitsmengen von 1 KiB bis zum Mehrfachen des Last-Level-Caches; die Zeit pro Ladezugriff ist die Latenz. Cache-Grenzen werden als die steilsten Stufen dieser Kurve erkannt und neben den vom System gemeldeten Größen angezeigt. Die Sprossen für Launch, Thread-Übergabe und Systemaufruf messen Serien von Hin- und Rückwegen und teilen durch deren Anzahl.</translation>
    </message>
    <message>
        <source>Compute probes</source>
        <translation>Rechenmessungen</translation>
    </message>
    <message>
        <source>Comparison with theory</source>
        <translation>Vergleich mit der Theorie</translation>
    </message>
    <message>
        <source>Analytic operating points</source>
        <translation>Analytische Betriebspunkte</translation>
    </message>
    <message>
        <source>LLM operating points use the measured ceilings: step time = max(bytes ÷ bandwidth, FLOPs ÷ peak, launches × launch cost). Decode reads every weight once per step plus the whole KV cache; prefill reuses each weight across the prompt. Where a run measured no bf16 rate (a CPU), the best measured floating-point peak stands in.</source>
        <translation>LLM-Betriebspunkte verwenden die gemessenen Obergrenzen: Schrittzeit = max(Bytes ÷ Bandbreite, FLOPs ÷ Spitzenwert, Launches × Launch-Kosten). Decode liest pro Schritt jedes Gewicht einmal plus den gesamten KV-Cache; Prefill verwendet jedes Gewicht über den ganzen Prompt wieder. Hat ein Messlauf keine bf16-Rate gemessen (eine CPU), dient der beste gemessene Gleitkomma-Spitzenwert als Ersatz.</translation>
    </message>
    <message>
        <source>Significance in comparisons</source>
        <translation>Signifikanz in Vergleichen</translation>
    </message>
    <message>
        <source>Two runs differ beyond noise when the relative difference of their headlines exceeds both 3× the combined relative standard deviation, sqrt(s1² + s2²), and a 2 % floor. Where a standard deviation is missing, half the min–max range stands in for it.</source>
        <translation>Zwei Messläufe unterscheiden sich über das Rauschen hinaus, wenn die relative Differenz ihrer Kennwerte sowohl das 3-Fache der kombinierten relativen Standardabweichung, sqrt(s1² + s2²), als auch eine Untergrenze von 2 % übersteigt. Fehlt eine Standardabweichung, tritt die halbe Min–Max-Spanne an ihre Stelle.</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Method after STREAM (McCalpin), BabelStream, nvbandwidth, gpu-benches, lmbench, likwid-bench, mixbench, the Empirical Roofline Toolkit and clpeak. Reference rungs marked &quot;ref.&quot; are published or typical figures, not measurements.</source>
        <translation>Methode nach STREAM (McCalpin), BabelStream, nvbandwidth, gpu-benches, lmbench, likwid-bench, mixbench, dem Empirical Roofline Toolkit und clpeak. Mit &quot;Ref.&quot; markierte Referenzsprossen sind veröffentlichte oder typische Werte, keine Messungen.</translation>
    </message>
    <message>
        <source>Peak throughput per format comes from library GEMM on large square shapes (dense only, accumulate type recorded) and from register-resident loops with at least four independent chains. One FMA counts as 2 FLOPs; a GEMM of m×n×k counts 2·m·n·k. On CPUs each format uses the widest instruction the processor has, chosen at run time from CPUID (HWCAP on Arm): FMA for fp64 and fp32, vfmadd231ph for fp16, vdpbf16ps or AMX tiles for bf16, vpdpbusd, AMX tiles or the vpmaddubsw+vpmaddwd+vpaddd sequence for int8. A dot-product instruction counts every product it accumulates twice (multiply and add): vdpbf16ps on 512 bits is 64 FLOP, vpdpbusd 128 OP, one AMX tdpbf16ps 16,384 FLOP. A format the CPU lacks is reported as not supported, never estimated. The library rung on CPUs is oneDNN&apos;s matmul, loaded at run time.</source>
        <translation>Der Spitzendurchsatz pro Format stammt aus Bibliotheks-GEMM auf großen quadratischen Formen (nur dense, Akkumulationstyp wird erfasst) und aus registerresidenten Schleifen mit mindestens vier unabhängigen Ketten. Ein FMA zählt als 2 FLOPs; ein GEMM der Größe m×n×k zählt 2·m·n·k. Auf CPUs nutzt jedes Format den breitesten Befehl, den der Prozessor hat, zur Laufzeit aus CPUID (auf Arm aus HWCAP) gewählt: FMA für fp64 und fp32, vfmadd231ph für fp16, vdpbf16ps oder AMX-Kacheln für bf16, vpdpbusd, AMX-Kacheln oder die Folge vpmaddubsw+vpmaddwd+vpaddd für int8. Ein Skalarproduktbefehl zählt jedes Produkt, das er aufsummiert, doppelt (Multiplikation und Addition): vdpbf16ps auf 512 Bit sind 64 FLOP, vpdpbusd 128 OP, ein AMX-tdpbf16ps 16.384 FLOP. Ein Format, das der CPU fehlt, wird als nicht unterstützt gemeldet, nie geschätzt. Die Bibliotheksstufe ist auf CPUs die Matmul von oneDNN, zur Laufzeit geladen.</translation>
    </message>
    <message>
        <source>CPU clock and theoretical ceilings</source>
        <translation>CPU-Takt und theoretische Obergrenzen</translation>
    </message>
    <message>
        <source>The core clock is measured by independent methods that must agree within 3 %: the hardware cycle counter where the kernel allows it, a chain of dependent register-register additions (one clock each), a chain of dependent multiplications (three clocks each) and the clock implied by the FMA rate and the core&apos;s FMA throughput. The time-stamp counter, cpufreq and &quot;cpu MHz&quot; are shown but never decide. When a method disagrees with the others it is named in a warning and left out; when no majority agrees the clock is marked uncertain and every figure derived from it says so. A CPU&apos;s theoretical ceilings are the operations or bytes one core can retire per cycle (FMA pipes × vector width, load ports × width, from a table of known cores or, failing that, the ISA) × the highest clock measured in the run × the cores used.</source>
        <translation>Der Kerntakt wird mit unabhängigen Methoden gemessen, die auf 3 % übereinstimmen müssen: dem Hardware-Taktzähler, wo der Kernel ihn zulässt, einer Kette abhängiger Register-Register-Additionen (je ein Takt), einer Kette abhängiger Multiplikationen (je drei Takte) und dem Takt, den die FMA-Rate beim FMA-Durchsatz des Kerns ergibt. Der Zeitstempelzähler, cpufreq und „cpu MHz“ werden angezeigt, entscheiden aber nie. Weicht eine Methode von den anderen ab, wird sie in einer Warnung genannt und ausgelassen; stimmt keine Mehrheit überein, wird der Takt als unsicher markiert, und jeder daraus abgeleitete Wert sagt es. Die theoretischen Obergrenzen einer CPU sind die Operationen oder Bytes, die ein Kern pro Takt abschließen kann (FMA-Einheiten × Vektorbreite, Ladeports × Breite, aus einer Tabelle bekannter Kerne oder sonst aus dem Befehlssatz) × der höchste im Messlauf gemessene Takt × die genutzten Kerne.</translation>
    </message>
    <message>
        <source>Each measured ceiling is shown beside its spec-sheet value as a percentage. A result more than 1 % above its spec ceiling is flagged rather than shown silently: it usually means bytes or FLOPs were counted differently from the spec (a memcpy with non-temporal stores, a sparse rate, a boost clock). A CPU without a spec sheet is judged against its theoretical ceilings, with 3 % allowed for the clock; a rate that implies more vector instructions per cycle than any core issues is flagged as well.</source>
        <translation>Jede gemessene Obergrenze wird neben ihrem Datenblattwert als Prozentsatz angezeigt. Ein Ergebnis, das mehr als 1 % über seiner Datenblattgrenze liegt, wird markiert statt stillschweigend angezeigt: Meist bedeutet das, dass Bytes oder FLOPs anders gezählt wurden als im Datenblatt (ein memcpy mit Non-Temporal-Stores, eine Sparse-Rate, ein Boost-Takt). Eine CPU ohne Datenblatt wird an ihren theoretischen Obergrenzen gemessen, mit 3 % Spielraum für den Takt; eine Rate, die mehr Vektorbefehle pro Takt ergibt, als ein Kern ausgeben kann, wird ebenfalls markiert.</translation>
    </message>
</context>
<context>
    <name>roofline::ModelSpec</name>
    <message>
        <source>must be positive</source>
        <translation>muss positiv sein</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>darf nicht negativ sein</translation>
    </message>
    <message>
        <source>%1 query heads cannot be shared evenly by %2 key/value heads</source>
        <translation>%1 Query-Heads lassen sich nicht gleichmäßig auf %2 Key/Value-Heads aufteilen</translation>
    </message>
    <message>
        <source>must be between 1 and the expert count (%1)</source>
        <translation>muss zwischen 1 und der Expertenzahl (%1) liegen</translation>
    </message>
    <message>
        <source>is set but the model has no experts</source>
        <translation>ist gesetzt, aber das Modell hat keine Experten</translation>
    </message>
    <message>
        <source>%1 windowed layers but the model has only %2 layers</source>
        <translation>%1 Layer mit Fenster, aber das Modell hat nur %2 Layer</translation>
    </message>
    <message>
        <source>%1 layers are windowed, but no window size is given</source>
        <translation>%1 Layer haben ein Fenster, aber es ist keine Fenstergröße angegeben</translation>
    </message>
    <message>
        <source>multi-head latent attention needs both the rotary and the non-rotary part of the head size</source>
        <translation>Multi-Head Latent Attention braucht den rotierenden und den nicht rotierenden Teil der Kopfgröße</translation>
    </message>
    <message>
        <source>must be qk_nope_head_dim + qk_rope_head_dim (%1) with latent attention; got %2</source>
        <translation>muss bei Latent Attention qk_nope_head_dim + qk_rope_head_dim (%1) sein; erhalten: %2</translation>
    </message>
    <message>
        <source>latent-attention sizes are set but kv_lora_rank is 0</source>
        <translation>Latent-Attention-Größen sind gesetzt, aber kv_lora_rank ist 0</translation>
    </message>
    <message>
        <source>only a mixture of experts has separate dense layers</source>
        <translation>nur ein Mixture-of-Experts-Modell hat separate dichte Layer</translation>
    </message>
    <message>
        <source>%1 dense layers but the model has only %2 layers</source>
        <translation>%1 dichte Layer, aber das Modell hat nur %2 Layer</translation>
    </message>
    <message>
        <source>must be positive when there are dense layers</source>
        <translation>muss positiv sein, wenn es dichte Layer gibt</translation>
    </message>
    <message>
        <source>is %1; at most %2 is allowed</source>
        <translation>ist %1; höchstens %2 ist erlaubt</translation>
    </message>
</context>
<context>
    <name>roofline::PdfReportWriter</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Cannot write the PDF report &apos;%1&apos;: the file could not be opened for writing. Check the folder exists and is writable.</source>
        <translation>Der PDF-Bericht &apos;%1&apos; kann nicht geschrieben werden: Die Datei ließ sich nicht zum Schreiben öffnen. Prüfen Sie, ob der Ordner existiert und beschreibbar ist.</translation>
    </message>
</context>
<context>
    <name>roofline::ProfileIdentity</name>
    <message>
        <source>use lowercase letters, digits, dots and dashes</source>
        <translation>verwenden Sie Kleinbuchstaben, Ziffern, Punkte und Bindestriche</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
</context>
<context>
    <name>roofline::ProvenanceText</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
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
        <translation>dem vorherigen Messlauf</translation>
    </message>
    <message numerus="yes">
        <source>Regressed: %n measurement(s) worse beyond noise against %1.</source>
        <translation>
            <numerusform>Verschlechtert: %n Messwert gegenüber %1 über das Rauschen hinaus schlechter.</numerusform>
            <numerusform>Verschlechtert: %n Messwerte gegenüber %1 über das Rauschen hinaus schlechter.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not checked: no measurement in common with %1.</source>
        <translation>Nicht geprüft: kein gemeinsamer Messwert mit %1.</translation>
    </message>
    <message numerus="yes">
        <source>No regression: %n measurement(s) within noise of %1 or better.</source>
        <translation>
            <numerusform>Keine Verschlechterung: %n Messwert gegenüber %1 im Rauschen oder besser.</numerusform>
            <numerusform>Keine Verschlechterung: %n Messwerte gegenüber %1 im Rauschen oder besser.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weiterer</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>worse: </source>
        <translation>schlechter: </translation>
    </message>
    <message>
        <source>better: </source>
        <translation>besser: </translation>
    </message>
    <message>
        <source>the latest point was disturbed by other work</source>
        <translation>der neueste Messpunkt wurde durch andere Last gestört</translation>
    </message>
    <message>
        <source>too noisy to tell a 10 % change</source>
        <translation>zu verrauscht, um eine Änderung von 10 % zu erkennen</translation>
    </message>
    <message>
        <source>its noise is unknown (no statistics, too few runs)</source>
        <translation>sein Rauschen ist unbekannt (keine Statistik, zu wenige Läufe)</translation>
    </message>
    <message>
        <source>faster</source>
        <translation>schneller</translation>
    </message>
    <message>
        <source>slower</source>
        <translation>langsamer</translation>
    </message>
    <message>
        <source>uncertain</source>
        <translation>unsicher</translation>
    </message>
    <message>
        <source>same</source>
        <translation>gleich</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 → %3 (%4, interval %5, median of %n run(s))</source>
        <translation>
            <numerusform>%1: %2 → %3 (%4, Intervall %5, Median von %n Lauf/Läufen)</numerusform>
            <numerusform>%1: %2 → %3 (%4, Intervall %5, Median von %n Lauf/Läufen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n disturbed point(s) left out</source>
        <translation>
            <numerusform>; %n gestörte(r) Messpunkt(e) ausgelassen</numerusform>
            <numerusform>; %n gestörte(r) Messpunkt(e) ausgelassen</numerusform>
        </translation>
    </message>
    <message>
        <source>the median of up to %1 earlier runs per measurement</source>
        <translation>dem Median von bis zu %1 früheren Läufen je Messwert</translation>
    </message>
    <message numerus="yes">
        <source>%n measurement(s) uncertain.</source>
        <translation>
            <numerusform>%n Messwert(e) unsicher.</numerusform>
            <numerusform>%n Messwert(e) unsicher.</numerusform>
        </translation>
    </message>
    <message>
        <source>uncertain: </source>
        <translation>unsicher: </translation>
    </message>
    <message>
        <source>every earlier point was disturbed by other work: no baseline</source>
        <translation>jeder frühere Punkt wurde durch andere Arbeit gestört: keine Basislinie</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 → %3 (%4 against the median of %n disturbed point(s)); %5</source>
        <translation>
            <numerusform>%1: %2 → %3 (%4 gegenüber dem Median von %n gestörten Punkt(en)); %5</numerusform>
            <numerusform>%1: %2 → %3 (%4 gegenüber dem Median von %n gestörten Punkt(en)); %5</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ReportExporter</name>
    <message>
        <source>Cannot write &apos;%1&apos;: %2. Check the folder exists and is writable.</source>
        <translation>&apos;%1&apos; kann nicht geschrieben werden: %2. Prüfen Sie, ob der Ordner existiert und beschreibbar ist.</translation>
    </message>
    <message>
        <source>Cannot create the folder &apos;%1&apos;.</source>
        <translation>Der Ordner &apos;%1&apos; kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Unknown report format &apos;.%1&apos; in &apos;%2&apos;: use .pdf, .html, .csv or .json.</source>
        <translation>Unbekanntes Berichtsformat &apos;.%1&apos; in &apos;%2&apos;: Verwenden Sie .pdf, .html, .csv oder .json.</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: the disk is full (%2). Free some space and try again.</source>
        <translation>„%1“ kann nicht geschrieben werden: Der Datenträger ist voll (%2). Geben Sie Speicherplatz frei und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: a folder of that name is in the way.</source>
        <translation>&apos;%1&apos; kann nicht geschrieben werden: ein Ordner dieses Namens ist im Weg.</translation>
    </message>
</context>
<context>
    <name>roofline::RooflineCalculator</name>
    <message>
        <source>must be at least 1</source>
        <translation>muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>darf nicht negativ sein</translation>
    </message>
    <message>
        <source>prefill needs a prompt length of at least 1 token</source>
        <translation>Prefill benötigt eine Prompt-Länge von mindestens 1 Token</translation>
    </message>
    <message>
        <source>must be in (0, 1]; got %1</source>
        <translation>muss in (0, 1] liegen; erhalten: %1</translation>
    </message>
    <message>
        <source>must be positive</source>
        <translation>muss positiv sein</translation>
    </message>
    <message>
        <source>this hardware</source>
        <translation>diese Hardware</translation>
    </message>
    <message>
        <source>%1 query heads cannot form groups of %2</source>
        <translation>%1 Query-Heads können keine Gruppen zu je %2 bilden</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>embedding lookup</source>
        <translation>Embedding-Lookup</translation>
    </message>
    <message>
        <source>attention projections</source>
        <translation>Attention-Projektionen</translation>
    </message>
    <message>
        <source>router</source>
        <translation>Router</translation>
    </message>
    <message>
        <source>experts (%1 of %2 read per layer)</source>
        <translation>Experten (%1 von %2 pro Layer gelesen)</translation>
    </message>
    <message>
        <source>feed-forward</source>
        <translation>Feed-Forward</translation>
    </message>
    <message>
        <source>norms</source>
        <translation>Normierungen</translation>
    </message>
    <message>
        <source>lm_head</source>
        <translation>lm_head</translation>
    </message>
    <message>
        <source>attention scores (QK^T, AV)</source>
        <translation>Attention-Scores (QK^T, AV)</translation>
    </message>
    <message>
        <source>KV cache read</source>
        <translation>KV-Cache lesen</translation>
    </message>
    <message>
        <source>KV cache append</source>
        <translation>KV-Cache anhängen</translation>
    </message>
    <message>
        <source>KV cache write</source>
        <translation>KV-Cache schreiben</translation>
    </message>
    <message>
        <source>Integer arithmetic timed at the given --peak.</source>
        <translation>Ganzzahlarithmetik mit dem angegebenen --peak bewertet.</translation>
    </message>
    <message>
        <source>measured peer copy</source>
        <translation>gemessene Peer-Kopie</translation>
    </message>
    <message>
        <source>%1, no peer link</source>
        <translation>%1, keine Peer-Verbindung</translation>
    </message>
    <message>
        <source>latent attention (MLA) has no key/value heads to group: its cache is one latent per token</source>
        <translation>Latent Attention (MLA) hat keine Key/Value-Köpfe zum Gruppieren: ihr Cache ist ein Latent pro Token</translation>
    </message>
    <message>
        <source>tensor parallelism over %1 GPUs needs the bandwidth between them; %2 states none</source>
        <translation>Tensor-Parallelität über %1 GPUs braucht die Bandbreite zwischen ihnen; %2 gibt keine an</translation>
    </message>
    <message>
        <source>KV cache not counted: give the layers and the hidden size (d_model) for it.</source>
        <translation>KV-Cache nicht mitgezählt: geben Sie dafür die Layer und die versteckte Größe (d_model) an.</translation>
    </message>
    <message>
        <source>Launch overhead not modelled: give the layers for it.</source>
        <translation>Launch-Overhead nicht modelliert: geben Sie dafür die Layer an.</translation>
    </message>
    <message>
        <source>A context of %1 tokens plus the new one is %2 positions, beyond the model&apos;s maximum of %3.</source>
        <translation>Ein Kontext von %1 Token plus dem neuen ergibt %2 Positionen, mehr als das Maximum des Modells von %3.</translation>
    </message>
    <message>
        <source>A prompt of %1 tokens is longer than the model&apos;s maximum context of %2.</source>
        <translation>Ein Prompt von %1 Token ist länger als der maximale Kontext des Modells von %2.</translation>
    </message>
    <message>
        <source>%1 of %2 layers attend only to the last %3 tokens (sliding window): their KV cache stops growing there.</source>
        <translation>%1 von %2 Layern beachten nur die letzten %3 Token (Sliding Window): ihr KV-Cache wächst darüber nicht weiter.</translation>
    </message>
    <message>
        <source>given</source>
        <translation>angegeben</translation>
    </message>
    <message>
        <source>All-reduce latency is not counted, only the bytes over the link.</source>
        <translation>Die Latenz der All-Reduces ist nicht mitgezählt, nur die Bytes über die Verbindung.</translation>
    </message>
    <message>
        <source>%1, sliding window of %2</source>
        <translation>%1, Sliding Window von %2</translation>
    </message>
    <message>
        <source>shared experts</source>
        <translation>geteilte Experten</translation>
    </message>
    <message>
        <source>activations (%1)</source>
        <translation>Aktivierungen (%1)</translation>
    </message>
    <message>
        <source>all-reduce and gather over the link</source>
        <translation>All-Reduce und Gather über die Verbindung</translation>
    </message>
    <message>
        <source>embedding</source>
        <translation>Embedding</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>attention, sliding window of %1</source>
        <translation>Attention, Sliding Window von %1</translation>
    </message>
    <message>
        <source>experts and router</source>
        <translation>Experten und Router</translation>
    </message>
    <message>
        <source>norms and element-wise</source>
        <translation>Normierungen und elementweise Kernel</translation>
    </message>
    <message>
        <source>lm_head and sampling</source>
        <translation>lm_head und Sampling</translation>
    </message>
    <message>
        <source>tensor-parallel all-reduce</source>
        <translation>Tensor-paralleles All-Reduce</translation>
    </message>
</context>
<context>
    <name>roofline::Run</name>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>verwaist</translation>
    </message>
</context>
<context>
    <name>roofline::RunBundle</name>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a UUID</source>
        <translation>&apos;%1&apos; ist keine UUID</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of complete, cancelled, failed</source>
        <translation>&apos;%1&apos; ist keiner von complete, cancelled, failed</translation>
    </message>
    <message>
        <source>%1: must be an object</source>
        <translation>%1: muss ein Objekt sein</translation>
    </message>
    <message>
        <source>%1: not valid JSON at offset %2: %3</source>
        <translation>%1: kein gültiges JSON bei Offset %2: %3</translation>
    </message>
    <message>
        <source>%1: not a run bundle (expected a JSON object)</source>
        <translation>%1: kein Messlauf-Bundle (JSON-Objekt erwartet)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a run bundle (expected &apos;%2&apos;)</source>
        <translation>&apos;%1&apos; ist kein Messlauf-Bundle (&apos;%2&apos; erwartet)</translation>
    </message>
    <message>
        <source>%1: version: unsupported bundle version %2 (this build reads version %3); update Roofline Lab to import it</source>
        <translation>%1: version: nicht unterstützte Bundle-Version %2 (dieser Build liest Version %3); aktualisieren Sie Roofline Lab, um es zu importieren</translation>
    </message>
    <message>
        <source>(missing or not a number)</source>
        <translation>(fehlt oder keine Zahl)</translation>
    </message>
    <message>
        <source>%1: uuid: appears more than once in this file</source>
        <translation>%1: uuid: kommt in dieser Datei mehrfach vor</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 2^53</source>
        <translation>muss eine ganze Zahl von 0 bis 2^53 sein</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>muss ein Array sein</translation>
    </message>
    <message>
        <source>must be an array of strings</source>
        <translation>muss ein Array von Zeichenketten sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; appears twice</source>
        <translation>&apos;%1&apos; kommt zweimal vor</translation>
    </message>
    <message>
        <source>must be an ISO-8601 time with a time zone, e.g. 2024-05-01T12:00:00Z</source>
        <translation>muss eine ISO-8601-Zeit mit Zeitzone sein, z. B. 2024-05-01T12:00:00Z</translation>
    </message>
    <message>
        <source>%1 entries; a run bundle allows at most %2</source>
        <translation>%1 Einträge; ein Messlauf-Bundle erlaubt höchstens %2</translation>
    </message>
    <message>
        <source>%1 samples; a run bundle allows at most %2</source>
        <translation>%1 Stichproben; ein Messlauf-Bundle erlaubt höchstens %2</translation>
    </message>
    <message>
        <source>%1 measurements; a run bundle allows at most %2</source>
        <translation>%1 Messungen; ein Messlauf-Bundle erlaubt höchstens %2</translation>
    </message>
    <message>
        <source>%1: %2 bytes; a run bundle may be at most %3 bytes</source>
        <translation>%1: %2 Bytes; ein Messlauf-Bundle darf höchstens %3 Bytes groß sein</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>%1: %2: %3 (near &quot;%4&quot;)</source>
        <translation>%1: %2: %3 (bei „%4“)</translation>
    </message>
    <message>
        <source>%1: %2: %3 (%4, near &quot;%5&quot;)</source>
        <translation>%1: %2: %3 (%4, bei „%5“)</translation>
    </message>
    <message>
        <source>%1… (%2 characters)</source>
        <translation>%1… (%2 Zeichen)</translation>
    </message>
    <message>
        <source>must not contain U+0000 (NUL): the database cannot store it everywhere</source>
        <translation>darf kein U+0000 (NUL) enthalten: Die Datenbank kann es nicht überall speichern</translation>
    </message>
    <message>
        <source>%1 characters; at most %2 are allowed</source>
        <translation>%1 Zeichen; höchstens %2 sind erlaubt</translation>
    </message>
    <message>
        <source>is %1, but a %2 cannot be negative</source>
        <translation>ist %1, aber %2 kann nicht negativ sein</translation>
    </message>
    <message>
        <source>measured figure</source>
        <translation>ein Messwert</translation>
    </message>
    <message>
        <source>is %1, but a coefficient of variation cannot be negative</source>
        <translation>ist %1, aber ein Variationskoeffizient kann nicht negativ sein</translation>
    </message>
    <message>
        <source>is 0, but %1 samples are given</source>
        <translation>ist 0, aber %1 Stichproben sind angegeben</translation>
    </message>
    <message>
        <source>is %1, above max %2</source>
        <translation>ist %1, größer als max %2</translation>
    </message>
    <message>
        <source>is %1, outside [min, max] = [%2, %3]</source>
        <translation>ist %1, außerhalb von [min, max] = [%2, %3]</translation>
    </message>
    <message>
        <source>%1 is in the future (this machine&apos;s clock says %2): the clock of the machine that measured it was wrong; fix the time in the file</source>
        <translation>%1 liegt in der Zukunft (die Uhr dieses Rechners zeigt %2): die Uhr des messenden Rechners ging falsch; korrigieren Sie die Zeit in der Datei</translation>
    </message>
    <message>
        <source>run %1: finished_at %2 is before started_at %3: the clock was stepped back while it ran; both times are kept as recorded</source>
        <translation>Lauf %1: finished_at %2 liegt vor started_at %3: die Uhr wurde während des Laufs zurückgestellt; beide Zeiten bleiben wie aufgezeichnet</translation>
    </message>
    <message numerus="yes">
        <source>run %1: %n measurement(s) of an earlier version without a format read as fp64 (the format the CPU&apos;s memory probes measure); the bundle&apos;s empty format is kept in their provenance and exported again as it was</source>
        <translation>
            <numerusform>Lauf %1: %n Messung(en) einer früheren Version ohne Format als fp64 gelesen (das Format, das die Speicher-Probes der CPU messen); das leere Format des Bundles bleibt in ihrer Herkunft erhalten und wird unverändert wieder exportiert</numerusform>
            <numerusform>Lauf %1: %n Messung(en) einer früheren Version ohne Format als fp64 gelesen (das Format, das die Speicher-Probes der CPU messen); das leere Format des Bundles bleibt in ihrer Herkunft erhalten und wird unverändert wieder exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>holds a lone UTF-16 surrogate (U+%1) at character %2: not text</source>
        <translation>enthält ein einzelnes UTF-16-Surrogat (U+%1) an Zeichen %2: kein Text</translation>
    </message>
    <message>
        <source>holds U+%1, a Unicode noncharacter, at character %2: databases store it differently, so it is refused</source>
        <translation>enthält U+%1, ein Unicode-Nichtzeichen, an Zeichen %2: Datenbanken speichern es unterschiedlich, daher wird es abgelehnt</translation>
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
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Suite</source>
        <translation>Suite</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
</context>
<context>
    <name>roofline::RunWarnings</name>
    <message>
        <source>failure</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <source>caveat</source>
        <translation>Vorbehalt</translation>
    </message>
    <message>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Engine warning “%1”</source>
        <translation>Engine-Warnung „%1“</translation>
    </message>
    <message>
        <source>Memory for a case could not be allocated; it was not measured</source>
        <translation>Für einen Fall konnte kein Speicher belegt werden; er wurde nicht gemessen</translation>
    </message>
    <message>
        <source>The library beat the format ladder&apos;s loop: the loop misses this core&apos;s rate</source>
        <translation>Die Bibliothek übertraf die Schleife der Formatleiter: Die Schleife verfehlt die Rate dieses Kerns</translation>
    </message>
    <message>
        <source>The run bundle could not be written</source>
        <translation>Das Bundle des Messlaufs konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>A clock method disagreed with the others and was left out</source>
        <translation>Eine Taktmethode wich von den anderen ab und blieb unberücksichtigt</translation>
    </message>
    <message>
        <source>The core clock is uncertain: per-cycle figures and ceilings may be off</source>
        <translation>Der Kerntakt ist unsicher: Werte pro Takt und Obergrenzen können abweichen</translation>
    </message>
    <message>
        <source>cuBLASLt is not available: no library GEMM on the GPU</source>
        <translation>cuBLASLt ist nicht verfügbar: keine Bibliotheks-GEMM auf der GPU</translation>
    </message>
    <message>
        <source>A device could not be probed</source>
        <translation>Ein Gerät konnte nicht vermessen werden</translation>
    </message>
    <message>
        <source>A number format is not supported by this device</source>
        <translation>Ein Zahlenformat wird von diesem Gerät nicht unterstützt</translation>
    </message>
    <message>
        <source>The library offered no algorithm for a GEMM shape</source>
        <translation>Die Bibliothek bot für eine GEMM-Form keinen Algorithmus an</translation>
    </message>
    <message>
        <source>A GEMM shape did not fit in free memory and was skipped</source>
        <translation>Eine GEMM-Form passte nicht in den freien Speicher und wurde übersprungen</translation>
    </message>
    <message>
        <source>Other work on the machine disturbed some points</source>
        <translation>Andere Arbeit auf dem Rechner störte einige Messpunkte</translation>
    </message>
    <message>
        <source>CPUID and /proc/cpuinfo disagree, or the OS disables an instruction set extension</source>
        <translation>CPUID und /proc/cpuinfo widersprechen sich, oder das Betriebssystem schaltet eine Befehlssatzerweiterung ab</translation>
    </message>
    <message>
        <source>A cache level ends elsewhere than its reported size</source>
        <translation>Eine Cache-Stufe endet an anderer Stelle als bei ihrer gemeldeten Größe</translation>
    </message>
    <message>
        <source>A collective (NCCL) failed</source>
        <translation>Eine kollektive Operation (NCCL) schlug fehl</translation>
    </message>
    <message>
        <source>NCCL is not available: no collectives were measured</source>
        <translation>NCCL ist nicht verfügbar: keine kollektiven Operationen gemessen</translation>
    </message>
    <message>
        <source>A case does not apply to this device</source>
        <translation>Ein Fall trifft auf dieses Gerät nicht zu</translation>
    </message>
    <message>
        <source>A case is not implemented for this device</source>
        <translation>Ein Fall ist für dieses Gerät nicht implementiert</translation>
    </message>
    <message>
        <source>A case was not measured</source>
        <translation>Ein Fall wurde nicht gemessen</translation>
    </message>
    <message>
        <source>A case is not supported here</source>
        <translation>Ein Fall wird hier nicht unterstützt</translation>
    </message>
    <message>
        <source>A bandwidth plateau was found</source>
        <translation>Ein Bandbreitenplateau wurde gefunden</translation>
    </message>
    <message>
        <source>All threads together reached far less than threads × one thread: shared execution units or other work</source>
        <translation>Alle Threads zusammen erreichten weit weniger als Threads × ein Thread: geteilte Ausführungseinheiten oder andere Arbeit</translation>
    </message>
    <message>
        <source>A probe failed</source>
        <translation>Eine Messung schlug fehl</translation>
    </message>
    <message>
        <source>Something a probe needs is not available</source>
        <translation>Etwas, das eine Messung braucht, ist nicht verfügbar</translation>
    </message>
    <message>
        <source>A dot product runs far below its upper bound, and the library agrees: it is the core&apos;s rate</source>
        <translation>Ein Skalarprodukt-Befehl läuft weit unter seiner Obergrenze, und die Bibliothek bestätigt es: Das ist die Rate des Kerns</translation>
    </message>
    <message>
        <source>A result failed its check: its figures are not trusted</source>
        <translation>Ein Ergebnis bestand seine Prüfung nicht: Seinen Werten wird nicht vertraut</translation>
    </message>
    <message>
        <source>The memory arrays are below 8× the L2 cache: L2 hits may inflate the figure</source>
        <translation>Die Speicher-Arrays sind kleiner als 8× der L2-Cache: L2-Treffer können den Wert überhöhen</translation>
    </message>
    <message numerus="yes">
        <source>%n failure(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n case(s) not measured</source>
        <translation>
            <numerusform>%n Fall nicht gemessen</numerusform>
            <numerusform>%n Fälle nicht gemessen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n caveat(s)</source>
        <translation>
            <numerusform>%n Vorbehalt</numerusform>
            <numerusform>%n Vorbehalte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n Hinweis</numerusform>
            <numerusform>%n Hinweise</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The CPU contradicts the core table&apos;s row for its model number: the ceilings come from measured throughput</source>
        <translation>Die CPU widerspricht der Zeile der Kerntabelle für ihre Modellnummer: die Obergrenzen stammen aus gemessenem Durchsatz</translation>
    </message>
    <message>
        <source>The CPU is emulated: timings are the emulator&apos;s, not the hardware&apos;s</source>
        <translation>Die CPU wird emuliert: die Zeiten sind die des Emulators, nicht die der Hardware</translation>
    </message>
    <message>
        <source>The GPU is simulated: its figures prove the kernels, never a GPU&apos;s speed</source>
        <translation>Die GPU ist simuliert: ihre Werte belegen die Kernel, nie die Geschwindigkeit einer GPU</translation>
    </message>
</context>
<context>
    <name>roofline::StepFormats</name>
    <message>
        <source>unknown format &apos;%1&apos;</source>
        <translation>unbekanntes Format &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the output head shares the embedding table (tied embeddings), so both have one format; got %1 and %2</source>
        <translation>der Ausgabekopf teilt sich die Embedding-Tabelle (gekoppelte Embeddings), daher haben beide ein Format; erhalten: %1 und %2</translation>
    </message>
    <message>
        <source>%1 has no %2 peak: the step&apos;s arithmetic would run in %2 (weights %3, activations %4); choose formats this GPU computes in</source>
        <translation>%1 hat keinen %2-Spitzenwert: Die Arithmetik des Schritts liefe in %2 (Gewichte %3, Aktivierungen %4); wählen Sie Formate, in denen diese GPU rechnet</translation>
    </message>
    <message>
        <source>this hardware</source>
        <translation>diese Hardware</translation>
    </message>
</context>
<context>
    <name>roofline::TensorParallel</name>
    <message>
        <source>must be at least 1; got %1</source>
        <translation>muss mindestens 1 sein; erhalten: %1</translation>
    </message>
    <message>
        <source>%1 query heads do not split over %2 GPUs</source>
        <translation>%1 Query-Köpfe lassen sich nicht auf %2 GPUs aufteilen</translation>
    </message>
    <message>
        <source>%1 query heads do not split over %2 GPUs; choose a divisor of %1</source>
        <translation>%1 Query-Köpfe lassen sich nicht auf %2 GPUs aufteilen; wählen Sie einen Teiler von %1</translation>
    </message>
    <message>
        <source>%1 key/value heads neither split over %2 GPUs nor replicate evenly onto them</source>
        <translation>%1 Key/Value-Köpfe lassen sich weder auf %2 GPUs aufteilen noch gleichmäßig auf sie replizieren</translation>
    </message>
</context>
<context>
    <name>roofline::TrendChartBuilder</name>
    <message>
        <source>Launch year</source>
        <translation>Erscheinungsjahr</translation>
    </message>
    <message>
        <source>Ridge point by launch year (bf16 dense)</source>
        <translation>Kammpunkt nach Erscheinungsjahr (bf16 dense)</translation>
    </message>
    <message>
        <source>Ridge point (FLOP/byte)</source>
        <translation>Kammpunkt (FLOP/byte)</translation>
    </message>
    <message>
        <source>ridge climbed or held</source>
        <translation>Kammpunkt gestiegen oder gleich geblieben</translation>
    </message>
    <message>
        <source>ridge fell vs predecessor</source>
        <translation>Kammpunkt gegenüber Vorgänger gesunken</translation>
    </message>
    <message>
        <source>%1 (%2): %3 FLOP/byte = %4 ÷ %5</source>
        <translation>%1 (%2): %3 FLOP/byte = %4 ÷ %5</translation>
    </message>
    <message>
        <source>; below %1</source>
        <translation>; unter %1</translation>
    </message>
    <message>
        <source>Growth relative to the oldest chip</source>
        <translation>Wachstum relativ zum ältesten Chip</translation>
    </message>
    <message>
        <source>peak compute</source>
        <translation>Spitzenrechenleistung</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <source>memory capacity</source>
        <translation>Speicherkapazität</translation>
    </message>
    <message>
        <source>Relative to %1 (%2)</source>
        <translation>Relativ zu %1 (%2)</translation>
    </message>
    <message>
        <source>Relative growth</source>
        <translation>Relatives Wachstum</translation>
    </message>
    <message>
        <source>%1: %2× %3</source>
        <translation>%1: %2× %3</translation>
    </message>
    <message>
        <source>%1 (fit: ×%2 per year)</source>
        <translation>%1 (Fit: ×%2 pro Jahr)</translation>
    </message>
</context>
<context>
    <name>roofline::VerdictExport</name>
    <message>
        <source>FAILED</source>
        <translation>FEHLGESCHLAGEN</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>%1: %2 slower, %3 faster, %4 uncertain, %5 same of %6 figures.</source>
        <translation>%1: %2 langsamer, %3 schneller, %4 unsicher, %5 gleich von %6 Kennzahlen.</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>Latest</source>
        <translation>Neuester</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Interval</source>
        <translation>Intervall</translation>
    </message>
</context>
<context>
    <name>roofline::bundle_detail::Validator</name>
    <message>
        <source>the file starts with a byte-order mark (U+FEFF); save it as UTF-8 without one</source>
        <translation>Die Datei beginnt mit einer Bytereihenfolge-Markierung (U+FEFF); speichern Sie sie als UTF-8 ohne Markierung</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>Die Datei ist leer</translation>
    </message>
    <message>
        <source>unexpected text after the end of the JSON document</source>
        <translation>unerwarteter Text nach dem Ende des JSON-Dokuments</translation>
    </message>
    <message>
        <source>a text longer than %1 characters; a run bundle allows no more here</source>
        <translation>ein Text mit mehr als %1 Zeichen; ein Messlauf-Bundle erlaubt hier nicht mehr</translation>
    </message>
    <message>
        <source>a raw control character (U+%1) inside a string; write it as an escape such as \n, \t or \u%1</source>
        <translation>ein rohes Steuerzeichen (U+%1) in einer Zeichenkette; schreiben Sie es als Escape wie \n, \t oder \u%1</translation>
    </message>
    <message>
        <source>the file ends inside a string</source>
        <translation>Die Datei endet innerhalb einer Zeichenkette</translation>
    </message>
    <message>
        <source>\u must be followed by four hexadecimal digits</source>
        <translation>auf \u müssen vier Hexadezimalziffern folgen</translation>
    </message>
    <message>
        <source>U+0000 (NUL) is not allowed in a run bundle: the database cannot store it everywhere</source>
        <translation>U+0000 (NUL) ist in einem Messlauf-Bundle nicht erlaubt: Die Datenbank kann es nicht überall speichern</translation>
    </message>
    <message>
        <source>a lone low surrogate \u%1 (it must follow a high surrogate \uD800-\uDBFF)</source>
        <translation>ein einzelnes niedriges Surrogat \u%1 (es muss auf ein hohes Surrogat \uD800-\uDBFF folgen)</translation>
    </message>
    <message>
        <source>a lone high surrogate \u%1 (it must be followed by a low surrogate \uDC00-\uDFFF)</source>
        <translation>ein einzelnes hohes Surrogat \u%1 (auf es muss ein niedriges Surrogat \uDC00-\uDFFF folgen)</translation>
    </message>
    <message>
        <source>an invalid escape \%1 (JSON knows \&quot; \\ \/ \b \f \n \r \t and \uXXXX)</source>
        <translation>ein ungültiges Escape \%1 (JSON kennt \&quot; \\ \/ \b \f \n \r \t und \uXXXX)</translation>
    </message>
    <message>
        <source>bytes that are not UTF-8 inside a string</source>
        <translation>Bytes in einer Zeichenkette, die kein UTF-8 sind</translation>
    </message>
    <message>
        <source>not a JSON number (JSON numbers look like 12, -0.5 or 1.5e9: no leading &apos;+&apos;, &apos;.&apos; or zeros, no NaN, Infinity or hexadecimal)</source>
        <translation>keine JSON-Zahl (JSON-Zahlen sehen aus wie 12, -0.5 oder 1.5e9: kein führendes „+“, „.“ oder führende Nullen, kein NaN, Infinity oder Hexadezimal)</translation>
    </message>
    <message>
        <source>the integer %1 cannot be stored exactly: beyond 2^53 (9007199254740992) a JSON number loses digits</source>
        <translation>die Ganzzahl %1 kann nicht exakt gespeichert werden: Jenseits von 2^53 (9007199254740992) verliert eine JSON-Zahl Stellen</translation>
    </message>
    <message>
        <source>the number %1 is out of the range of a double</source>
        <translation>die Zahl %1 liegt außerhalb des Bereichs einer double-Zahl</translation>
    </message>
    <message>
        <source>unexpected character; expected a JSON value (an object, array, string, number, true, false or null)</source>
        <translation>unerwartetes Zeichen; erwartet wird ein JSON-Wert (ein Objekt, Array, eine Zeichenkette, Zahl, true, false oder null)</translation>
    </message>
    <message>
        <source>the file ends where a value should be (is it truncated?)</source>
        <translation>Die Datei endet, wo ein Wert stehen sollte (ist sie abgeschnitten?)</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>the file ends inside an object (is it truncated?)</source>
        <translation>Die Datei endet innerhalb eines Objekts (ist sie abgeschnitten?)</translation>
    </message>
    <message>
        <source>expected a key in double quotes</source>
        <translation>erwartet wird ein Schlüssel in doppelten Anführungszeichen</translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; appears twice in one object; a run bundle names each field once</source>
        <translation>der Schlüssel „%1“ kommt in einem Objekt zweimal vor; ein Messlauf-Bundle nennt jedes Feld nur einmal</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a key</source>
        <translation>erwartet wird „:“ nach einem Schlüssel</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; after a value in an object</source>
        <translation>erwartet wird „,“ oder „}“ nach einem Wert in einem Objekt</translation>
    </message>
    <message>
        <source>more than %1 elements; a run bundle allows no more here</source>
        <translation>mehr als %1 Elemente; ein Messlauf-Bundle erlaubt hier nicht mehr</translation>
    </message>
    <message>
        <source>the file ends inside an array (is it truncated?)</source>
        <translation>Die Datei endet innerhalb eines Arrays (ist sie abgeschnitten?)</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; after a value in an array</source>
        <translation>erwartet wird „,“ oder „]“ nach einem Wert in einem Array</translation>
    </message>
</context>
<context>
    <name>roofline::cli::CatalogCommand</name>
    <message>
        <source>list GPU profiles, LLM specs and number formats</source>
        <translation>GPU-Profile, LLM-Spezifikationen und Zahlenformate auflisten</translation>
    </message>
    <message>
        <source>List the catalog: &apos;gpus&apos;, &apos;models&apos; or &apos;formats&apos;.</source>
        <translation>Den Katalog auflisten: &apos;gpus&apos;, &apos;models&apos; oder &apos;formats&apos;.</translation>
    </message>
    <message>
        <source>gpus | models | formats</source>
        <translation>gpus | models | formats</translation>
    </message>
    <message>
        <source>say what to list: gpus, models or formats</source>
        <translation>Geben Sie an, was aufgelistet werden soll: gpus, models oder formats</translation>
    </message>
    <message>
        <source>catalog warning: %1</source>
        <translation>Katalogwarnung: %1</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Bandbreite</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
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
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Layer</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Heads</translation>
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
        <translation>Experten</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>Exp</source>
        <translation>Exp</translation>
    </message>
    <message>
        <source>Mant</source>
        <translation>Mant</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
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
Gleiche Exponentenbreite, gleicher Wertebereich (was sich unterscheidet, ist die Genauigkeit):
</translation>
    </message>
    <message>
        <source>unknown list &apos;%1&apos;: use gpus, models or formats</source>
        <translation>unbekannte Liste &apos;%1&apos;: Verwenden Sie gpus, models oder formats</translation>
    </message>
    <message>
        <source>MLA %1/token</source>
        <translation>MLA %1/Token</translation>
    </message>
    <message>
        <source>, window %1 on %2/%3</source>
        <translation>, Fenster %1 auf %2/%3</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
</context>
<context>
    <name>roofline::cli::CheckCommand</name>
    <message>
        <source>exit non-zero when a node regressed beyond noise</source>
        <translation>mit einem Status ungleich null beenden, wenn sich ein Knoten über das Rauschen hinaus verschlechtert hat</translation>
    </message>
    <message>
        <source>host name</source>
        <translation>Hostname</translation>
    </message>
    <message>
        <source>device id, name or UUID (cpu, cuda:0, ...)</source>
        <translation>Geräte-ID, -Name oder -UUID (cpu, cuda:0, ...)</translation>
    </message>
    <message>
        <source>the run to check (default: the latest)</source>
        <translation>der zu prüfende Messlauf (Standard: der neueste)</translation>
    </message>
    <message>
        <source>a run to compare against</source>
        <translation>ein Messlauf, mit dem verglichen wird</translation>
    </message>
    <message>
        <source>median of this many earlier runs (default 5)</source>
        <translation>Median aus so vielen früheren Messläufen (Standard 5)</translation>
    </message>
    <message>
        <source>--last: must be a positive number</source>
        <translation>--last: muss eine positive Zahl sein</translation>
    </message>
    <message>
        <source>give --host and --device (or --run ID)</source>
        <translation>Geben Sie --host und --device an (oder --run ID)</translation>
    </message>
    <message numerus="yes">
        <source>REGRESSED: %n measurement(s) worse beyond noise.</source>
        <translation>
            <numerusform>VERSCHLECHTERT: %n Messwert über das Rauschen hinaus schlechter.</numerusform>
            <numerusform>VERSCHLECHTERT: %n Messwerte über das Rauschen hinaus schlechter.</numerusform>
        </translation>
    </message>
    <message>
        <source>OK: nothing worse beyond noise.</source>
        <translation>OK: nichts über das Rauschen hinaus schlechter.</translation>
    </message>
    <message>
        <source>CANNOT TELL: the runs measured nothing in common.</source>
        <translation>NICHT ENTSCHEIDBAR: die Messläufe haben nichts Gemeinsames gemessen.</translation>
    </message>
    <message>
        <source>write the verdicts as JUnit XML to FILE (one test case per figure)</source>
        <translation>die Urteile als JUnit-XML nach FILE schreiben (ein Testfall je Kennzahl)</translation>
    </message>
    <message>
        <source>write a Markdown summary of the verdicts to FILE</source>
        <translation>eine Markdown-Zusammenfassung der Urteile nach FILE schreiben</translation>
    </message>
    <message>
        <source>what fails: slower (default) or uncertain (slower or uncertain figures)</source>
        <translation>was fehlschlägt: slower (Standard) oder uncertain (langsamere oder unsichere Kennzahlen)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
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
        <translation>Prüft den neuesten vollständigen Lauf eines Hosts und Geräts gegen seine Basis: einen gewählten Lauf (--baseline ID) oder den Median der vorherigen N vollständigen Läufe (--last N, Standard 5). Die Basis jedes Messwerts stammt aus den neuesten Läufen, die ihn ungestört gemessen haben; sein Urteil ist faster, slower, same oder uncertain, mit der Änderung und ihrem Intervall. --junit und --markdown schreiben die Urteile für CI.

Exit-Status:
  0  nicht verschlechtert: nichts schlechter als das Rauschen
  1  Fehler (die Datenbank ist nicht lesbar, unbekanntes --run oder --baseline)
  2  Aufruffehler
  4  verschlechtert: mindestens ein Messwert schlechter als sein Rauschen (mit --fail-on uncertain: oder unsicher)
  5  nicht entscheidbar: kein früherer vollständiger Lauf zum Vergleich, oder keiner hat dasselbe gemessen
  6  nicht gefunden: kein vollständiger Lauf von --device auf --host (der Name, unter dem die Läufe gespeichert wurden: &apos;roofline runs list&apos; zeigt ihn)</translation>
    </message>
    <message>
        <source>--fail-on: must be slower or uncertain</source>
        <translation>--fail-on: muss slower oder uncertain sein</translation>
    </message>
    <message>
        <source>%1 · %2: run %3</source>
        <translation>%1 · %2: Lauf %3</translation>
    </message>
    <message>
        <source>against the median of up to %1 earlier runs per measurement</source>
        <translation>gegen den Median von bis zu %1 früheren Läufen je Messwert</translation>
    </message>
    <message>
        <source>against run %1</source>
        <translation>gegen Lauf %1</translation>
    </message>
    <message>
        <source>run %1 (%2, %3) against %4 earlier run(s) (a measurement&apos;s median of up to %5): %6 measurements compared
</source>
        <translation>Lauf %1 (%2, %3) gegen %4 frühere(n) Lauf/Läufe (Median je Messwert aus bis zu %5): %6 Messwerte verglichen
</translation>
    </message>
    <message>
        <source>REGRESSED</source>
        <translation>VERSCHLECHTERT</translation>
    </message>
    <message>
        <source>UNCERTAIN</source>
        <translation>UNSICHER</translation>
    </message>
    <message>
        <source>improved </source>
        <translation>verbessert </translation>
    </message>
    <message numerus="yes">
        <source>UNCERTAIN: %n measurement(s) too noisy or disturbed to tell.</source>
        <translation>
            <numerusform>UNSICHER: %n Messwert(e) zu verrauscht oder gestört für ein Urteil.</numerusform>
            <numerusform>UNSICHER: %n Messwert(e) zu verrauscht oder gestört für ein Urteil.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n measurement(s) uncertain.</source>
        <translation>
            <numerusform>%n Messwert(e) unsicher.</numerusform>
            <numerusform>%n Messwert(e) unsicher.</numerusform>
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
        <translation>Aufruf: roofline [--db PATH] [--json] [--lang CODE] COMMAND [OPTIONS]

Misst und erklärt die Roofline der GPUs und der CPU dieses Rechners.

Befehle:
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
Globale Optionen:
  --db PATH      die Datenbank (Standard: ROOFLINE_DB oder der Anwendungsdatenordner)
  --json         maschinenlesbare Ausgabe auf stdout (ein JSON-Dokument)
  --lang CODE    Sprache der Benutzeroberfläche (en, de, zh_CN)
  -h, --help     diese Hilfe oder, nach dem Namen eines Befehls, dessen Hilfe
  --version      die Version

&apos;roofline COMMAND --help&apos; zeigt die Optionen eines Befehls.
</translation>
    </message>
    <message>
        <source>needs a path</source>
        <translation>benötigt einen Pfad</translation>
    </message>
    <message>
        <source>needs a language code</source>
        <translation>benötigt einen Sprachcode</translation>
    </message>
    <message>
        <source>no translation &apos;%1&apos;; available: %2</source>
        <translation>keine Übersetzung &apos;%1&apos;; verfügbar: %2</translation>
    </message>
    <message>
        <source>unknown command; run &apos;roofline --help&apos; for the list</source>
        <translation>unbekannter Befehl; &apos;roofline --help&apos; zeigt die Liste</translation>
    </message>
    <message>
        <source>is empty; give a database file or a postgresql://user@host:port/dbname URL (leave --db out for the default)</source>
        <translation>ist leer; geben Sie eine Datenbankdatei oder eine URL postgresql://user@host:port/dbname an (lassen Sie --db für die Standarddatenbank weg)</translation>
    </message>
</context>
<context>
    <name>roofline::cli::CompareCommand</name>
    <message>
        <source>compare stored runs, flagging changes beyond noise</source>
        <translation>gespeicherte Messläufe vergleichen und Änderungen über dem Rauschen markieren</translation>
    </message>
    <message>
        <source>run ids or UUIDs</source>
        <translation>Messlauf-IDs oder UUIDs</translation>
    </message>
    <message>
        <source>list only rows that changed beyond noise</source>
        <translation>nur Zeilen auflisten, die sich über das Rauschen hinaus geändert haben</translation>
    </message>
    <message>
        <source>give between 2 and 12 run ids</source>
        <translation>Geben Sie 2 bis 12 Messlauf-IDs an</translation>
    </message>
    <message>
        <source>--baseline: must be between 0 and %1</source>
        <translation>--baseline: muss zwischen 0 und %1 liegen</translation>
    </message>
    <message>
        <source>run %1 vs baseline %2: %3 better, %4 worse, %5 within noise, %6 missing (&apos;!&apos; = beyond noise)
</source>
        <translation>Messlauf %1 vs. Referenz %2: %3 besser, %4 schlechter, %5 im Rauschen, %6 fehlen (&apos;!&apos; = über dem Rauschen)
</translation>
    </message>
    <message>
        <source>Compare 2 to 12 stored runs: the same measurements side by side, the ratio to the baseline (the earliest run unless --baseline), and a flag where the difference is beyond the measured noise.</source>
        <translation>2 bis 12 gespeicherte Messläufe vergleichen: dieselben Messungen nebeneinander, das Verhältnis zum Referenzlauf (dem frühesten, sofern nicht --baseline), und eine Markierung, wo der Unterschied das gemessene Rauschen übersteigt.</translation>
    </message>
    <message>
        <source>index (0-based) of the baseline run (default: the earliest)</source>
        <translation>Index (ab 0) des Referenzlaufs (Standard: der früheste)</translation>
    </message>
    <message>
        <source>also set imported runs&apos; headline figures (another tool&apos;s STREAM triad, clpeak peak, …) beside ours; by default a figure is compared only with the same figure of the same tool</source>
        <translation>auch die Kennzahlen importierter Läufe (STREAM-Triad, clpeak-Spitze eines anderen Werkzeugs, …) neben unsere stellen; standardmäßig wird ein Wert nur mit demselben Wert desselben Werkzeugs verglichen</translation>
    </message>
    <message>
        <source>--fail-on: must be slower or uncertain</source>
        <translation>--fail-on: muss slower oder uncertain sein</translation>
    </message>
    <message>
        <source>%1 · %2: run %3</source>
        <translation>%1 · %2: Lauf %3</translation>
    </message>
    <message>
        <source>against run %1</source>
        <translation>gegen Lauf %1</translation>
    </message>
</context>
<context>
    <name>roofline::cli::DevicesCommand</name>
    <message>
        <source>list the devices that can be probed here</source>
        <translation>die hier messbaren Geräte auflisten</translation>
    </message>
    <message>
        <source>List the devices roofline-probe sees: the CPU, and each CUDA device with the reason when it cannot be used.</source>
        <translation>Die Geräte auflisten, die roofline-probe sieht: die CPU und jedes CUDA-Gerät, samt Grund, falls es nicht nutzbar ist.</translation>
    </message>
    <message>
        <source>cannot start the measurement engine %1: %2</source>
        <translation>die Mess-Engine %1 kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>the measurement engine did not answer within a minute</source>
        <translation>die Mess-Engine hat nicht innerhalb einer Minute geantwortet</translation>
    </message>
    <message>
        <source>available</source>
        <translation>verfügbar</translation>
    </message>
    <message>
        <source>unavailable: %1</source>
        <translation>nicht verfügbar: %1</translation>
    </message>
</context>
<context>
    <name>roofline::cli::FleetCommand</name>
    <message>
        <source>every node&apos;s latest run, % of spec, trend and regression flag</source>
        <translation>neuester Messlauf jedes Knotens, % vom Datenblatt, Trend und Verschlechterungsmarkierung</translation>
    </message>
    <message>
        <source>write the fleet report to FILE</source>
        <translation>den Flottenbericht in FILE schreiben</translation>
    </message>
    <message>
        <source>reports need the Qt GUI libraries</source>
        <translation>Berichte benötigen die Qt-GUI-Bibliotheken</translation>
    </message>
    <message>
        <source>checking nodes %1–%2 of %3</source>
        <translation>prüfe Knoten %1–%2 von %3</translation>
    </message>
    <message>
        <source>HOST</source>
        <translation>HOST</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>GERÄT</translation>
    </message>
    <message>
        <source>LATEST</source>
        <translation>NEUESTER</translation>
    </message>
    <message>
        <source>MEMORY BW</source>
        <translation>SPEICHER-BW</translation>
    </message>
    <message>
        <source>SPEC</source>
        <translation>SOLL</translation>
    </message>
    <message>
        <source>TREND</source>
        <translation>TREND</translation>
    </message>
    <message>
        <source>FLAG</source>
        <translation>MARKIERUNG</translation>
    </message>
    <message>
        <source>none complete</source>
        <translation>keiner abgeschl.</translation>
    </message>
    <message>
        <source>The fleet view: one row per host and device with its latest complete run, the headline figures (memory bandwidth, peak FLOP/s), the fraction of the matched GPU spec, a trend arrow and a regression flag. The latest run is checked against the median of the previous N complete runs (--last, default 5) as &apos;roofline check&apos; does, and ranked among the nodes of the same hardware and build: a node far below its peers (robust z-score ≤ −3.5 and 5 % below their median) is marked DRAIN with the reason. -o writes the fleet report: .pdf, .html, .csv or .json by suffix.</source>
        <translation>Die Flottenansicht: eine Zeile je Host und Gerät mit dem neuesten vollständigen Lauf, den Kennzahlen (Speicherbandbreite, FLOP/s-Spitze), dem Anteil an der Spezifikation der passenden GPU, einem Trendpfeil und einer Verschlechterungsmarke. Der neueste Lauf wird wie bei &apos;roofline check&apos; gegen den Median der vorherigen N vollständigen Läufe geprüft (--last, Standard 5) und unter den Knoten gleicher Hardware und Version eingeordnet: ein Knoten weit unter seinesgleichen (robuster z-Wert ≤ −3,5 und 5 % unter deren Median) wird mit Begründung als DRAIN markiert. -o schreibt den Flottenbericht: .pdf, .html, .csv oder .json je nach Endung.</translation>
    </message>
    <message>
        <source>list only nodes that regressed or are outliers among their peers</source>
        <translation>nur Knoten auflisten, die sich verschlechtert haben oder unter ihresgleichen Ausreißer sind</translation>
    </message>
    <message>
        <source>AMONG PEERS</source>
        <translation>UNTER GLEICHEN</translation>
    </message>
    <message>
        <source> (short)</source>
        <translation> (kurz)</translation>
    </message>
    <message>
        <source>    the latest run is a short one: figures it did not measure are from earlier runs
</source>
        <translation>    der neueste Lauf ist ein kurzer: Kennzahlen, die er nicht gemessen hat, stammen aus früheren Läufen
</translation>
    </message>
    <message>
        <source>    drain: %1 (%2)
</source>
        <translation>    aus dem Betrieb nehmen: %1 (%2)
</translation>
    </message>
    <message numerus="yes">
        <source>    %n measurement(s) uncertain (too noisy or disturbed to tell)
</source>
        <translation>
            <numerusform>    %n Messwert(e) unsicher (zu verrauscht oder gestört für ein Urteil)
</numerusform>
            <numerusform>    %n Messwert(e) unsicher (zu verrauscht oder gestört für ein Urteil)
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s), %1 flagged (latest run against the median of up to %2 earlier runs per measurement, and against the nodes of the same hardware and build)</source>
        <translation>
            <numerusform>%n Knoten, %1 markiert (neuester Lauf gegen den Median von bis zu %2 früheren Läufen je Messwert und gegen die Knoten gleicher Hardware und Version)</numerusform>
            <numerusform>%n Knoten, %1 markiert (neuester Lauf gegen den Median von bis zu %2 früheren Läufen je Messwert und gegen die Knoten gleicher Hardware und Version)</numerusform>
        </translation>
    </message>
    <message>
        <source>    run %1 abandoned: its process stopped while measuring (no heartbeat for longer than the lease); what it stored is kept
</source>
        <translation>    Lauf %1 verwaist: sein Prozess endete während der Messung (kein Lebenszeichen länger als die Frist); was er gespeichert hat, bleibt erhalten
</translation>
    </message>
    <message>
        <source>    run %1 is running (started %2)
</source>
        <translation>    Lauf %1 läuft (begonnen %2)
</translation>
    </message>
</context>
<context>
    <name>roofline::cli::ImportCommand</name>
    <message>
        <source>store other benchmark tools&apos; results (nccl-tests, nvbandwidth, …) as runs</source>
        <translation>Ergebnisse anderer Benchmark-Werkzeuge (nccl-tests, nvbandwidth, …) als Läufe speichern</translation>
    </message>
    <message>
        <source>Reads the output of another benchmark tool and stores it as a run, marked with
its tool: device &apos;&lt;tool&gt;/&lt;device&gt;&apos;, probes &apos;&lt;tool&gt;.&lt;test&gt;&apos;. Tools: %1.
The tool is detected from the content; --tool names it. Cells the tool did not
measure (N/A, missing, unknown units) are listed as notes, never stored as zeros.
Importing the same file again stores nothing new.</source>
        <translation>Liest die Ausgabe eines anderen Benchmark-Werkzeugs und speichert sie als Lauf,
gekennzeichnet mit dem Werkzeug: Gerät &apos;&lt;tool&gt;/&lt;device&gt;&apos;, Proben &apos;&lt;tool&gt;.&lt;test&gt;&apos;. Werkzeuge: %1.
Das Werkzeug wird am Inhalt erkannt; --tool nennt es. Zellen, die das Werkzeug nicht
gemessen hat (N/A, fehlend, unbekannte Einheiten), werden als Hinweise aufgeführt, nie als Nullen gespeichert.
Dieselbe Datei erneut zu importieren speichert nichts Neues.</translation>
    </message>
    <message>
        <source>Output files of the tool.</source>
        <translation>Ausgabedateien des Werkzeugs.</translation>
    </message>
    <message>
        <source>FILE...</source>
        <translation>DATEI...</translation>
    </message>
    <message>
        <source>The tool that wrote the files (default: auto).</source>
        <translation>Das Werkzeug, das die Dateien schrieb (Standard: auto).</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>The node the files come from, when they do not say.</source>
        <translation>Der Knoten, von dem die Dateien stammen, wenn sie es nicht angeben.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>The test, when the output does not name it (nccl-tests: all_reduce, …).</source>
        <translation>Der Test, wenn die Ausgabe ihn nicht nennt (nccl-tests: all_reduce, …).</translation>
    </message>
    <message>
        <source>Read and check the files, store nothing.</source>
        <translation>Dateien lesen und prüfen, nichts speichern.</translation>
    </message>
    <message>
        <source>name the files to import</source>
        <translation>nennen Sie die zu importierenden Dateien</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>%1
Nothing was imported.</source>
        <translation>%1
Es wurde nichts importiert.</translation>
    </message>
    <message>
        <source>%1: %2 (%3)
</source>
        <translation>%1: %2 (%3)
</translation>
    </message>
    <message numerus="yes">
        <source>  %1  %2 on %3, %n measurement(s)
</source>
        <translation>
            <numerusform>  %1  %2 auf %3, %n Messung(en)
</numerusform>
            <numerusform>  %1  %2 auf %3, %n Messung(en)
</numerusform>
        </translation>
    </message>
    <message>
        <source>  note: %1: %2
</source>
        <translation>  Hinweis: %1: %2
</translation>
    </message>
    <message>
        <source>dry run: nothing stored</source>
        <translation>Probelauf: nichts gespeichert</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) imported</source>
        <translation>
            <numerusform>%n Lauf/Läufe importiert</numerusform>
            <numerusform>%n Lauf/Läufe importiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n already stored</source>
        <translation>
            <numerusform>, %n bereits gespeichert</numerusform>
            <numerusform>, %n bereits gespeichert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::cli::KernelsCommand</name>
    <message>
        <source>The run whose roofs apply.</source>
        <translation>Der Lauf, dessen Dächer gelten.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>The file&apos;s format (default: auto).</source>
        <translation>Das Format der Datei (Standard: auto).</translation>
    </message>
    <message>
        <source>TAG</source>
        <translation>TAG</translation>
    </message>
    <message>
        <source>wrong number of arguments; see &apos;roofline kernels --help&apos;</source>
        <translation>falsche Anzahl von Argumenten; siehe &apos;roofline kernels --help&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a kernel id</source>
        <translation>&apos;%1&apos; ist keine Kernel-ID</translation>
    </message>
    <message>
        <source>note: %1: %2
</source>
        <translation>Hinweis: %1: %2
</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s) imported</source>
        <translation>
            <numerusform>%n Kernel importiert</numerusform>
            <numerusform>%n Kernel importiert</numerusform>
        </translation>
    </message>
    <message>
        <source>must be a run number</source>
        <translation>muss eine Laufnummer sein</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <source>no run</source>
        <translation>kein Lauf</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s)</source>
        <translation>
            <numerusform>%n Kernel</numerusform>
            <numerusform>%n Kernel</numerusform>
        </translation>
    </message>
    <message>
        <source>removed kernel %1</source>
        <translation>Kernel %1 entfernt</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n launch(es), %3)
</source>
        <translation>
            <numerusform>%1 (%2, %n Start(s), %3)
</numerusform>
            <numerusform>%1 (%2, %n Start(s), %3)
</numerusform>
        </translation>
    </message>
    <message>
        <source>  %1 at %2: %3 FLOP/B, %4 of %5 attainable (%6 %), %7-bound%8
</source>
        <translation>  %1 bei %2: %3 FLOP/B, %4 von %5 erreichbar (%6 %), %7-begrenzt%8
</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>Rechen</translation>
    </message>
    <message>
        <source>; far below both roofs: latency or occupancy limit it</source>
        <translation>; weit unter beiden Dächern: Latenz oder Auslastung begrenzen ihn</translation>
    </message>
    <message>
        <source>  note: %1
</source>
        <translation>  Hinweis: %1
</translation>
    </message>
    <message>
        <source>runs %1 and %2 have no kernel name in common (%3 and %4 kernel name(s); attach kernels with &apos;roofline kernels import FILE --run ID&apos;)</source>
        <translation>Läufe %1 und %2 haben keinen Kernelnamen gemeinsam (%3 und %4 Kernelnamen; Kernel zuordnen mit „roofline kernels import DATEI --run ID“)</translation>
    </message>
    <message>
        <source>no roof</source>
        <translation>kein Dach</translation>
    </message>
    <message>
        <source>%1 (%2 %, %3)</source>
        <translation>%1 (%2 %, %3)</translation>
    </message>
    <message>
        <source>run %1 → run %2
</source>
        <translation>Lauf %1 → Lauf %2
</translation>
    </message>
    <message>
        <source>%1: %2 → %3 per launch (speed-up %4×)</source>
        <translation>%1: %2 → %3 je Start (Beschleunigung %4×)</translation>
    </message>
    <message>
        <source>; %1 at %2: %3 → %4%5</source>
        <translation>; %1 bei %2: %3 → %4%5</translation>
    </message>
    <message>
        <source>; the bound changed</source>
        <translation>; die Grenze hat sich geändert</translation>
    </message>
    <message>
        <source>only on run %1: %2
</source>
        <translation>nur auf Lauf %1: %2
</translation>
    </message>
    <message>
        <source>ncu, rocprof: one point per launch, not per kernel name.</source>
        <translation>ncu, rocprof: ein Punkt je Start, nicht je Kernelname.</translation>
    </message>
    <message>
        <source>your kernels (ncu, rocprof, CSV, JSON) on a run&apos;s measured roofs</source>
        <translation>Ihre Kernel (ncu, rocprof, CSV, JSON) auf den gemessenen Dächern eines Laufs</translation>
    </message>
    <message>
        <source>say which run: --run ID</source>
        <translation>geben Sie den Lauf an: --run ID</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of csv, json</source>
        <translation>&apos;%1&apos; ist weder csv noch json</translation>
    </message>
    <message>
        <source>run %1 has no kernels (attach them with &apos;roofline kernels import FILE --run %1&apos;)</source>
        <translation>Lauf %1 hat keine Kernels (hängen Sie sie mit &apos;roofline kernels import FILE --run %1&apos; an)</translation>
    </message>
    <message>
        <source>run %1 has no kernel tagged &apos;%2&apos;</source>
        <translation>Lauf %1 hat keinen Kernel mit dem Tag &apos;%2&apos;</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s) of run %1 on its roofs written to %2</source>
        <translation>
            <numerusform>%n Kernel(s) von Lauf %1 auf seinen Dächern nach %2 geschrieben</numerusform>
            <numerusform>%n Kernel(s) von Lauf %1 auf seinen Dächern nach %2 geschrieben</numerusform>
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
        <translation>Ihre Kernels auf der gemessenen Roofline eines gespeicherten Laufs.
  import FILE [--run ID] [--tool auto|csv|json|ncu|rocprof] [--per-instance]
  list [--run ID] [--tag TAG]
  show ID       der Kernel auf den Dächern seines Laufs: Intensität, % des Erreichbaren, Grenze
  compare RUN_A RUN_B   dieselben Kernels auf zwei Läufen: Beschleunigung, % des Erreichbaren
                        auf jedem, die geänderte Grenze (Exit 5: nichts gemeinsam)
  export --run ID [--tag TAG] [-o FILE] [--format csv|json]
                die gemessenen Dächer des Laufs und seine Kernels darauf
  remove ID</translation>
    </message>
    <message>
        <source>import | list | show | compare | export | remove</source>
        <translation>import | list | show | compare | export | remove</translation>
    </message>
    <message>
        <source>Only kernels with this tag (list, export).</source>
        <translation>Nur Kernels mit diesem Tag (list, export).</translation>
    </message>
    <message>
        <source>export: write to FILE (default: stdout).</source>
        <translation>export: nach FILE schreiben (Standard: stdout).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>export: csv (default) or json.</source>
        <translation>export: csv (Standard) oder json.</translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation>FORMAT</translation>
    </message>
    <message>
        <source>say what to do: import, list, show, compare, export or remove</source>
        <translation>sagen Sie, was zu tun ist: import, list, show, compare, export oder remove</translation>
    </message>
</context>
<context>
    <name>roofline::cli::ModelCommand</name>
    <message>
        <source>analytic roofline of one LLM inference step</source>
        <translation>analytische Roofline eines LLM-Inferenzschritts</translation>
    </message>
    <message>
        <source>catalog or user model id (see &apos;roofline catalog models&apos;)</source>
        <translation>Katalog- oder Benutzer-Modell-ID (siehe &apos;roofline catalog models&apos;)</translation>
    </message>
    <message>
        <source>parameter count, for the seeds&apos; params-only formula</source>
        <translation>Parameterzahl, für die reine Parameterformel der Katalogvorgaben</translation>
    </message>
    <message>
        <source>decoder layers</source>
        <translation>Decoder-Layer</translation>
    </message>
    <message>
        <source>hidden size</source>
        <translation>Hidden Size (Modellbreite)</translation>
    </message>
    <message>
        <source>query heads</source>
        <translation>Query-Heads</translation>
    </message>
    <message>
        <source>key/value heads</source>
        <translation>Key/Value-Heads</translation>
    </message>
    <message>
        <source>size of one head (default d-model / heads)</source>
        <translation>Größe eines Heads (Standard: d-model / heads)</translation>
    </message>
    <message>
        <source>feed-forward (per-expert) intermediate size</source>
        <translation>Zwischengröße des Feed-Forward-Blocks (pro Experte)</translation>
    </message>
    <message>
        <source>vocabulary size</source>
        <translation>Vokabulargröße</translation>
    </message>
    <message>
        <source>mixture-of-experts: experts per layer</source>
        <translation>Mixture-of-Experts: Experten pro Layer</translation>
    </message>
    <message>
        <source>mixture-of-experts: experts each token uses</source>
        <translation>Mixture-of-Experts: Experten, die jedes Token nutzt</translation>
    </message>
    <message>
        <source>the output head shares the embedding table</source>
        <translation>der Ausgabe-Head teilt sich die Embedding-Tabelle</translation>
    </message>
    <message>
        <source>catalog or user GPU id (see &apos;roofline catalog gpus&apos;)</source>
        <translation>Katalog- oder Benutzer-GPU-ID (siehe &apos;roofline catalog gpus&apos;)</translation>
    </message>
    <message>
        <source>use the measured ceilings of a stored run</source>
        <translation>die gemessenen Obergrenzen eines gespeicherten Messlaufs verwenden</translation>
    </message>
    <message>
        <source>memory bandwidth in B/s, e.g. 3.35e12</source>
        <translation>Speicherbandbreite in B/s, z. B. 3.35e12</translation>
    </message>
    <message>
        <source>peak compute in FLOP/s, e.g. 990e12</source>
        <translation>Spitzenrechenleistung in FLOP/s, z. B. 990e12</translation>
    </message>
    <message>
        <source>decode (one token per sequence) or prefill (the whole prompt)</source>
        <translation>decode (ein Token pro Sequenz) oder prefill (der ganze Prompt)</translation>
    </message>
    <message>
        <source>sequences processed at once (default 1)</source>
        <translation>gleichzeitig verarbeitete Sequenzen (Standard 1)</translation>
    </message>
    <message>
        <source>decode: tokens already in the sequence; prefill: prompt length</source>
        <translation>decode: bereits in der Sequenz enthaltene Tokens; prefill: Prompt-Länge</translation>
    </message>
    <message>
        <source>query heads per key/value head (overrides the model&apos;s)</source>
        <translation>Query-Heads pro Key/Value-Head (überschreibt den Wert des Modells)</translation>
    </message>
    <message>
        <source>fraction of peak bandwidth the kernels reach, 0 &lt; E &lt;= 1 (default 1)</source>
        <translation>Anteil der Spitzenbandbreite, den die Kernels erreichen, 0 &lt; E &lt;= 1 (Standard 1)</translation>
    </message>
    <message>
        <source>seconds per kernel launch (default: measured, else 2.5e-6)</source>
        <translation>Sekunden pro Kernel-Launch (Standard: gemessen, sonst 2.5e-6)</translation>
    </message>
    <message>
        <source>bytes kept free besides weights and KV cache (default 1e9 + activations)</source>
        <translation>neben Gewichten und KV-Cache frei zu haltende Bytes (Standard 1e9 + Aktivierungen)</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--params: must be a positive parameter count</source>
        <translation>--params: muss eine positive Parameterzahl sein</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 Parameter</translation>
    </message>
    <message>
        <source>custom model</source>
        <translation>eigenes Modell</translation>
    </message>
    <message>
        <source>give exactly one of --gpu ID, --run RUN_ID, or --bandwidth and --peak</source>
        <translation>Geben Sie genau eines an: --gpu ID, --run RUN_ID oder --bandwidth und --peak</translation>
    </message>
    <message>
        <source>--bandwidth and --peak go together</source>
        <translation>--bandwidth und --peak gehören zusammen</translation>
    </message>
    <message>
        <source>--peak: must be positive</source>
        <translation>--peak: muss positiv sein</translation>
    </message>
    <message>
        <source>--memory: must be positive</source>
        <translation>--memory: muss positiv sein</translation>
    </message>
    <message>
        <source>custom hardware</source>
        <translation>eigene Hardware</translation>
    </message>
    <message>
        <source>--phase: must be decode or prefill</source>
        <translation>--phase: muss decode oder prefill sein</translation>
    </message>
    <message>
        <source>--gqa: must be at least 1</source>
        <translation>--gqa: muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>expects a whole number, got &apos;%1&apos;</source>
        <translation>erwartet eine ganze Zahl, erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expects a number, got &apos;%1&apos;</source>
        <translation>erwartet eine Zahl, erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 of the %2 layers windowed, as %3 of %4 were</source>
        <translation>%1 der %2 Layer mit Fenster, wie zuvor %3 von %4</translation>
    </message>
    <message>
        <source>unknown id &apos;%1&apos;: neither the catalog nor this database has it; &apos;roofline catalog models&apos; lists them</source>
        <translation>unbekannte ID &apos;%1&apos;: weder der Katalog noch diese Datenbank kennt sie; &apos;roofline catalog models&apos; listet sie auf</translation>
    </message>
    <message>
        <source>unknown id &apos;%1&apos;: neither the catalog nor this database has it; &apos;roofline catalog gpus&apos; lists them</source>
        <translation>unbekannte ID &apos;%1&apos;: weder der Katalog noch diese Datenbank kennt sie; &apos;roofline catalog gpus&apos; listet sie auf</translation>
    </message>
    <message>
        <source>The analytic roofline of one LLM inference step: which of the clocks (memory, compute, launch overhead, and with tensor parallelism the link) sets its time, overlapped and kernel group by kernel group.</source>
        <translation>Die analytische Roofline eines LLM-Inferenzschritts: welcher der Takte (Speicher, Rechnen, Launch-Overhead und bei Tensor-Parallelität die Verbindung) seine Zeit bestimmt, überlappend und Kernel-Gruppe für Kernel-Gruppe.</translation>
    </message>
    <message>
        <source>a Hugging Face config.json to read the model from</source>
        <translation>eine Hugging-Face-config.json, aus der das Modell gelesen wird</translation>
    </message>
    <message>
        <source>the longest context the model supports, for the context check</source>
        <translation>der längste Kontext, den das Modell unterstützt, für die Kontextprüfung</translation>
    </message>
    <message>
        <source>tokens a windowed layer attends to</source>
        <translation>Token, die ein Layer mit Fenster beachtet</translation>
    </message>
    <message>
        <source>how many layers use the sliding window</source>
        <translation>wie viele Layer das Sliding Window nutzen</translation>
    </message>
    <message>
        <source>memory capacity in bytes, for the fit check (replaces the hardware&apos;s)</source>
        <translation>Speicherkapazität in Bytes für die Passprüfung (ersetzt die der Hardware)</translation>
    </message>
    <message>
        <source>format of the linear layers: fp32 tf32 fp16 bf16 fp8 int8 int4 fp4 mxfp4 nvfp4 (default: the checkpoint&apos;s, else bf16; 16/32-bit floats recast the whole model)</source>
        <translation>Format der linearen Layer: fp32 tf32 fp16 bf16 fp8 int8 int4 fp4 mxfp4 nvfp4 (Standard: das des Checkpoints, sonst bf16; 16/32-Bit-Gleitkomma wandelt das ganze Modell um)</translation>
    </message>
    <message>
        <source>format of the attention projections (default: --weights)</source>
        <translation>Format der Attention-Projektionen (Standard: --weights)</translation>
    </message>
    <message>
        <source>format of the feed-forward and expert weights (default: --weights)</source>
        <translation>Format der Feed-Forward- und Expertengewichte (Standard: --weights)</translation>
    </message>
    <message>
        <source>format of the embedding table (default: the model&apos;s dtype)</source>
        <translation>Format der Embedding-Tabelle (Standard: der Datentyp des Modells)</translation>
    </message>
    <message>
        <source>format of the output head (default: the model&apos;s dtype)</source>
        <translation>Format des Ausgabekopfs (Standard: der Datentyp des Modells)</translation>
    </message>
    <message>
        <source>KV-cache format (default: the model&apos;s dtype, as engines&apos; &apos;auto&apos;)</source>
        <translation>KV-Cache-Format (Standard: der Datentyp des Modells, wie &apos;auto&apos; der Engines)</translation>
    </message>
    <message>
        <source>activation format (default: the model&apos;s dtype)</source>
        <translation>Aktivierungsformat (Standard: der Datentyp des Modells)</translation>
    </message>
    <message>
        <source>format the GEMMs multiply in (default: see docs/model/precision.md)</source>
        <translation>Format, in dem die GEMMs multiplizieren (Standard: siehe docs/model/precision.md)</translation>
    </message>
    <message>
        <source>fraction of peak FLOP/s the kernels reach (MFU), 0 &lt; E &lt;= 1 (default 1)</source>
        <translation>Anteil der Spitzen-FLOP/s, den die Kernel erreichen (MFU), 0 &lt; E &lt;= 1 (Standard 1)</translation>
    </message>
    <message>
        <source>tensor parallelism: GPUs the model is split over (default 1)</source>
        <translation>Tensor-Parallelität: GPUs, auf die das Modell aufgeteilt wird (Standard 1)</translation>
    </message>
    <message>
        <source>bytes per second each way between the GPUs (default: the GPU&apos;s peer link, a measured run&apos;s peer copy)</source>
        <translation>Bytes pro Sekunde je Richtung zwischen den GPUs (Standard: die Peer-Verbindung der GPU, die Peer-Kopie eines gemessenen Messlaufs)</translation>
    </message>
    <message>
        <source>seconds per all-reduce on top of its bytes (default 0)</source>
        <translation>Sekunden pro All-Reduce zusätzlich zu seinen Bytes (Standard 0)</translation>
    </message>
    <message>
        <source>exit with status 1 when the step does not fit in memory or the model&apos;s context</source>
        <translation>mit Status 1 beenden, wenn der Schritt nicht in den Speicher oder den Kontext des Modells passt</translation>
    </message>
    <message>
        <source>give --model or --config, not both</source>
        <translation>geben Sie --model oder --config an, nicht beides</translation>
    </message>
    <message>
        <source>--params describes a params-only model; it cannot change the architecture of --model or --config</source>
        <translation>--params beschreibt ein reines Parametermodell; es kann die Architektur von --model oder --config nicht ändern</translation>
    </message>
    <message>
        <source>--config %1: %2</source>
        <translation>--config %1: %2</translation>
    </message>
    <message>
        <source>config: %1</source>
        <translation>Konfiguration: %1</translation>
    </message>
    <message>
        <source>Changed from %1: %2</source>
        <translation>Geändert gegenüber %1: %2</translation>
    </message>
    <message>
        <source>%1 (changed)</source>
        <translation>%1 (geändert)</translation>
    </message>
    <message>
        <source>give --model ID, --config PATH, --params N, or a full architecture (--layers --d-model --heads --ffn --vocab)</source>
        <translation>geben Sie --model ID, --config PFAD, --params N oder eine vollständige Architektur an (--layers --d-model --heads --ffn --vocab)</translation>
    </message>
    <message>
        <source>Memory capacity %1 instead of the hardware&apos;s %2 (--memory).</source>
        <translation>Speicherkapazität %1 statt %2 der Hardware (--memory).</translation>
    </message>
    <message>
        <source>--link-bandwidth and --link-latency time the all-reduces of tensor parallelism: give --tp N (N &gt; 1) with them</source>
        <translation>--link-bandwidth und --link-latency bemessen die All-Reduces der Tensor-Parallelität: geben Sie dazu --tp N (N &gt; 1) an</translation>
    </message>
    <message>
        <source>--require-fit: %1 needed, %2 available</source>
        <translation>--require-fit: %1 benötigt, %2 verfügbar</translation>
    </message>
    <message>
        <source>--require-fit: the context exceeds the model&apos;s maximum of %1</source>
        <translation>--require-fit: der Kontext überschreitet das Maximum des Modells von %1</translation>
    </message>
    <message>
        <source>--require-fit: the hardware states no memory capacity; give --memory</source>
        <translation>--require-fit: die Hardware nennt keine Speicherkapazität; geben Sie --memory an</translation>
    </message>
    <message>
        <source>with --run: the step the run measured for this model, format and batch (roofline probe --llm) beside the analytic one, and the kernel efficiency it implies</source>
        <translation>mit --run: der Schritt, den der Messlauf für dieses Modell, Format und Batch gemessen hat (roofline probe --llm), neben dem analytischen, und die Kernel-Effizienz, die daraus folgt</translation>
    </message>
    <message>
        <source>--measured needs --run RUN_ID: the run that measured the step</source>
        <translation>--measured braucht --run LAUF_ID: den Messlauf, der den Schritt gemessen hat</translation>
    </message>
    <message>
        <source>Context %1 tokens, as run %2 measured it (--context).</source>
        <translation>Kontext %1 Token, wie Messlauf %2 ihn gemessen hat (--context).</translation>
    </message>
    <message>
        <source>Prompt of %1 tokens, as run %2 measured it (--context).</source>
        <translation>Prompt von %1 Token, wie Messlauf %2 ihn gemessen hat (--context).</translation>
    </message>
</context>
<context>
    <name>roofline::cli::ModelText</name>
    <message>
        <source>Kernel group</source>
        <translation>Kernel-Gruppe</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <source>Launches</source>
        <translation>Launches</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Begrenzung</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>sum (kernels one after another)</source>
        <translation>Summe (Kernel nacheinander)</translation>
    </message>
    <message>
        <source>%1 on %2: %3, batch %4, context %5
</source>
        <translation>%1 auf %2: %3, Batch %4, Kontext %5
</translation>
    </message>
    <message>
        <source>Tensor parallel over %1 GPUs: the figures below are per GPU.
</source>
        <translation>Tensor-parallel über %1 GPUs: die folgenden Werte gelten pro GPU.
</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Formats (w/kv/act)</source>
        <translation>Formate (w/kv/act)</translation>
    </message>
    <message>
        <source>Tensor formats</source>
        <translation>Tensorformate</translation>
    </message>
    <message>
        <source>attention %1, MLP %2, embedding %3, lm_head %4, attention scores in %5</source>
        <translation>Attention %1, MLP %2, Embedding %3, lm_head %4, Attention-Scores in %5</translation>
    </message>
    <message>
        <source>Arithmetic intensity</source>
        <translation>Arithmetische Intensität</translation>
    </message>
    <message>
        <source>%1 FLOP/byte</source>
        <translation>%1 FLOP/byte</translation>
    </message>
    <message>
        <source>Ridge point</source>
        <translation>Kammpunkt</translation>
    </message>
    <message>
        <source>Bytes moved</source>
        <translation>Bewegte Bytes</translation>
    </message>
    <message>
        <source>  weights</source>
        <translation>  Gewichte</translation>
    </message>
    <message>
        <source>  KV cache</source>
        <translation>  KV-Cache</translation>
    </message>
    <message>
        <source>%1 (%2 % of weights)</source>
        <translation>%1 (%2 % der Gewichte)</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>Effective bandwidth</source>
        <translation>Effektive Bandbreite</translation>
    </message>
    <message>
        <source>Peak compute</source>
        <translation>Spitzenrechenleistung</translation>
    </message>
    <message>
        <source>%1 (%2 at %3 % compute efficiency)</source>
        <translation>%1 (%2 bei %3 % Recheneffizienz)</translation>
    </message>
    <message>
        <source>Memory time</source>
        <translation>Speicherzeit</translation>
    </message>
    <message>
        <source>Compute time</source>
        <translation>Rechenzeit</translation>
    </message>
    <message>
        <source>Overhead time</source>
        <translation>Overhead-Zeit</translation>
    </message>
    <message>
        <source>%1 (%2 launches × %3)</source>
        <translation>%1 (%2 Launches × %3)</translation>
    </message>
    <message>
        <source>Link time</source>
        <translation>Verbindungszeit</translation>
    </message>
    <message>
        <source>%1 (%2 over %3 at %4, %5 collectives)</source>
        <translation>%1 (%2 über %3 mit %4, %5 kollektive Operationen)</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>%1 overlapped (the largest clock)</source>
        <translation>%1 überlappend (der längste Takt)</translation>
    </message>
    <message>
        <source>Step time, grouped</source>
        <translation>Schrittzeit, gruppiert</translation>
    </message>
    <message>
        <source>%1, one kernel group after another (%2: %3 % of it)</source>
        <translation>%1, eine Kernel-Gruppe nach der anderen (%2: %3 % davon)</translation>
    </message>
    <message>
        <source>Time per token</source>
        <translation>Zeit pro Token</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>%1 tokens/s (grouped: %2)</source>
        <translation>%1 Token/s (gruppiert: %2)</translation>
    </message>
    <message>
        <source>Compute utilisation</source>
        <translation>Rechenauslastung</translation>
    </message>
    <message>
        <source>With CUDA Graphs</source>
        <translation>Mit CUDA Graphs</translation>
    </message>
    <message>
        <source>%1 step, %2</source>
        <translation>%1 pro Schritt, %2</translation>
    </message>
    <message>
        <source>Memory required</source>
        <translation>Benötigter Speicher</translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation>Passt in den Speicher</translation>
    </message>
    <message>
        <source>%1 (capacity %2)</source>
        <translation>%1 (Kapazität %2)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message numerus="yes">
        <source>
Measured on this device (%1, %2, %n sample(s)):
</source>
        <translation>
            <numerusform>
Auf diesem Gerät gemessen (%1, %2, %n Stichprobe):
</numerusform>
            <numerusform>
Auf diesem Gerät gemessen (%1, %2, %n Stichproben):
</numerusform>
        </translation>
    </message>
    <message>
        <source>  step time          %1 (min %2, max %3, CoV %4 %)  analytic %5 (kernels one after another), %6 (overlapped)
</source>
        <translation>  Schrittzeit        %1 (min %2, max %3, VK %4 %)  analytisch %5 (Kernel nacheinander), %6 (überlappt)
</translation>
    </message>
    <message>
        <source>  tokens/s           %1  analytic %2
</source>
        <translation>  Token/s            %1  analytisch %2
</translation>
    </message>
    <message>
        <source>  bound              %1 (%2 % of the time in memory-bound kernels)
</source>
        <translation>  Grenze             %1 (%2 % der Zeit in speichergebundenen Kerneln)
</translation>
    </message>
    <message>
        <source>  of the run&apos;s roofs %1 % of its DRAM bandwidth, MFU %2 % of its library GEMM peak
</source>
        <translation>  der Dächer des Messlaufs %1 % seiner DRAM-Bandbreite, MFU %2 % seiner Bibliotheks-GEMM-Spitze
</translation>
    </message>
    <message>
        <source>  kernel efficiency: measured %1 % (analytic step at 100 % ÷ measured step; the measured kernels leave out embedding, norms and sampling)
</source>
        <translation>  Kernel-Effizienz: gemessen %1 % (analytischer Schritt bei 100 % ÷ gemessener Schritt; die gemessenen Kernel lassen Embedding, Normen und Sampling aus)
</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>nicht erreicht</translation>
    </message>
    <message>
        <source>  memory→compute flip measured at batch %1 (the knee of the measured steps), analytic at batch %2
</source>
        <translation>  Wechsel Speicher→Rechnen gemessen bei Batch %1 (der Knick der gemessenen Schritte), analytisch bei Batch %2
</translation>
    </message>
    <message>
        <source>not for a CPU (a CPU step launches no kernels to replay)</source>
        <translation>entfällt bei einer CPU (ein CPU-Schritt startet keine Kernels, die sich wiederholen ließen)</translation>
    </message>
    <message>
        <source>  of the run&apos;s roofs %1 % of the memory read it measured (%2), MFU %3 % of its library GEMM peak
</source>
        <translation>  der Dächer des Messlaufs %1 % des gemessenen Speicherlesens (%2), MFU %3 % seiner Bibliotheks-GEMM-Spitze
</translation>
    </message>
</context>
<context>
    <name>roofline::cli::ProbeCommand</name>
    <message>
        <source>measure this machine and store the run</source>
        <translation>diesen Rechner vermessen und den Messlauf speichern</translation>
    </message>
    <message>
        <source>cpu, cuda:N or all (default cpu)</source>
        <translation>cpu, cuda:N oder all (Standard cpu)</translation>
    </message>
    <message>
        <source>comma-separated probe ids</source>
        <translation>kommagetrennte Probe-IDs</translation>
    </message>
    <message>
        <source>free text stored with the run</source>
        <translation>mit dem Messlauf gespeicherter Freitext</translation>
    </message>
    <message>
        <source>a tag for the run (repeatable)</source>
        <translation>ein Tag für den Messlauf (wiederholbar)</translation>
    </message>
    <message>
        <source>stop the engine after this many seconds</source>
        <translation>die Engine nach so vielen Sekunden anhalten</translation>
    </message>
    <message>
        <source>measure and print, but store nothing</source>
        <translation>messen und ausgeben, aber nichts speichern</translation>
    </message>
    <message>
        <source>--suite: must be quick, standard or full</source>
        <translation>--suite: muss quick, standard oder full sein</translation>
    </message>
    <message>
        <source>[%1 %] %2 %3 (about %4 left)</source>
        <translation>[%1 %] %2 %3 (noch etwa %4)</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>cancelling after the current sample…</source>
        <translation>Abbruch nach der aktuellen Stichprobe…</translation>
    </message>
    <message numerus="yes">
        <source>run %1 (%2) on %3: %4, %n measurement(s)</source>
        <translation>
            <numerusform>Messlauf %1 (%2) auf %3: %4, %n Messwert</numerusform>
            <numerusform>Messlauf %1 (%2) auf %3: %4, %n Messwerte</numerusform>
        </translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>longer than 255 bytes</source>
        <translation>länger als 255 Bytes</translation>
    </message>
    <message>
        <source>must not contain blanks or control characters</source>
        <translation>darf keine Leer- oder Steuerzeichen enthalten</translation>
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
        <translation>Führt die Probe-Suite auf den Geräten dieses Rechners aus und speichert den Messlauf (einen je Gerät). Strg+C bricht sauber ab: Was gemessen wurde, bleibt erhalten, und der Messlauf wird als abgebrochen markiert.

Was die Datenbank nicht annimmt (schreibgeschützt, Datenträger voll, ein Server startet neu), wird in einer Spool-Datei aufbewahrt und während der Messung sowie --store-retry Sekunden danach erneut versucht. Danach bleibt es in der Spool-Datei, deren Pfad ausgegeben wird, und &apos;roofline runs import DATEI&apos; speichert es.

Exit-Status:
  0  gemessen und vollständig gespeichert
  1  ein Messlauf ist fehlgeschlagen (Fehler der Engine, Absturz, Zeitlimit, reagiert nicht mehr); was er gemessen hat, ist gespeichert
  2  Aufruffehler (nichts wurde gemessen)
  3  abgebrochen; was gemessen wurde, ist gespeichert
  4  gemessen, aber nicht vollständig gespeichert: Die Messläufe stehen in der auf stderr genannten Spool-Datei (&quot;spool&quot; in der --json-Ausgabe); &apos;roofline runs import DATEI&apos; vervollständigt sie</translation>
    </message>
    <message>
        <source>store the run under this host name (default $ROOFLINE_HOST, else the machine&apos;s; e.g. the Slurm node name)</source>
        <translation>den Messlauf unter diesem Hostnamen speichern (Standard $ROOFLINE_HOST, sonst der des Rechners; z. B. der Slurm-Knotenname)</translation>
    </message>
    <message>
        <source>fail before measuring unless a usable device of this kind (cpu, cuda) is selected (repeatable)</source>
        <translation>vor dem Messen fehlschlagen, wenn kein nutzbares Gerät dieser Art (cpu, cuda) gewählt ist (wiederholbar)</translation>
    </message>
    <message>
        <source>keep what the database does not take in this folder (default: beside the database, else $XDG_STATE_HOME/roofline-lab/spool)</source>
        <translation>bewahrt auf, was die Datenbank nicht annimmt, in diesem Ordner (Standard: neben der Datenbank, sonst $XDG_STATE_HOME/roofline-lab/spool)</translation>
    </message>
    <message>
        <source>after measuring, keep trying to store for this many seconds (default 30)</source>
        <translation>versucht nach dem Messen noch so viele Sekunden lang zu speichern (Standard 30)</translation>
    </message>
    <message>
        <source>report the engine as stopped responding after this many seconds without output (default 30; the engine writes at least every 2 s)</source>
        <translation>meldet die Engine als nicht mehr reagierend nach so vielen Sekunden ohne Ausgabe (Standard 30; die Engine schreibt mindestens alle 2 s)</translation>
    </message>
    <message>
        <source>pass this argument on to roofline-probe (repeatable; e.g. --max-bytes 1M, for tests)</source>
        <translation>reicht dieses Argument an roofline-probe weiter (wiederholbar; z. B. --max-bytes 1M, für Tests)</translation>
    </message>
    <message>
        <source>--notes: %1</source>
        <translation>--notes: %1</translation>
    </message>
    <message>
        <source>--tag: %1</source>
        <translation>--tag: %1</translation>
    </message>
    <message>
        <source>--host: %1</source>
        <translation>--host: %1</translation>
    </message>
    <message>
        <source>ROOFLINE_HOST: %1</source>
        <translation>ROOFLINE_HOST: %1</translation>
    </message>
    <message>
        <source>--require-device: must be cpu or cuda</source>
        <translation>--require-device: muss cpu oder cuda sein</translation>
    </message>
    <message>
        <source>%1
Nothing was measured.</source>
        <translation>%1
Es wurde nichts gemessen.</translation>
    </message>
    <message>
        <source>%1
Nothing was measured; use a database you can write to (--db), or --no-save.</source>
        <translation>%1
Es wurde nichts gemessen; verwenden Sie eine Datenbank, in die Sie schreiben können (--db), oder --no-save.</translation>
    </message>
    <message numerus="yes">
        <source>note: %n earlier run(s) measured but not stored are waiting in: %1 (store them with &apos;roofline runs import FILE&apos;)</source>
        <translation>
            <numerusform>Hinweis: %n früherer Messlauf, gemessen, aber nicht gespeichert, wartet in: %1 (speichern mit &apos;roofline runs import DATEI&apos;)</numerusform>
            <numerusform>Hinweis: %n frühere Messläufe, gemessen, aber nicht gespeichert, warten in: %1 (speichern mit &apos;roofline runs import DATEI&apos;)</numerusform>
        </translation>
    </message>
    <message>
        <source>warning: not stored: %1; retrying</source>
        <translation>Warnung: nicht gespeichert: %1; neuer Versuch folgt</translation>
    </message>
    <message>
        <source>warning: not stored: %1; kept in %2, retrying</source>
        <translation>Warnung: nicht gespeichert: %1; aufbewahrt in %2, neuer Versuch folgt</translation>
    </message>
    <message>
        <source>the database takes the results again; everything so far is stored</source>
        <translation>Die Datenbank nimmt die Ergebnisse wieder an; alles bisher ist gespeichert</translation>
    </message>
    <message>
        <source>run %1 (%2) on %3: %4, %5 of %6 measurement(s) stored</source>
        <translation>Messlauf %1 (%2) auf %3: %4, %5 von %6 Messungen gespeichert</translation>
    </message>
    <message>
        <source>measured, but not stored whole: %1
No spool folder could be written either; the run bundle follows on stdout: save it and import it with &apos;roofline runs import FILE&apos;.</source>
        <translation>gemessen, aber nicht vollständig gespeichert: %1
Auch kein Spool-Ordner ließ sich beschreiben; das Messlauf-Bundle folgt auf stdout: Speichern Sie es und importieren Sie es mit &apos;roofline runs import DATEI&apos;.</translation>
    </message>
    <message>
        <source>measured, but not stored whole: %1
The runs are kept in %2; store them with: roofline runs import %2</source>
        <translation>gemessen, aber nicht vollständig gespeichert: %1
Die Messläufe sind in %2 aufbewahrt; speichern Sie sie mit: roofline runs import %2</translation>
    </message>
    <message>
        <source>give --llm or --llm-config, not both</source>
        <translation>--llm oder --llm-config angeben, nicht beides</translation>
    </message>
    <message>
        <source>--llm: no model &apos;%1&apos; in the catalog (roofline catalog models lists them; or give --llm-config FILE)</source>
        <translation>--llm: kein Modell „%1“ im Katalog (roofline catalog models listet sie auf; oder --llm-config DATEI angeben)</translation>
    </message>
    <message>
        <source>--llm-config %1: %2</source>
        <translation>--llm-config %1: %2</translation>
    </message>
    <message>
        <source>--%1: expects whole numbers of at least 1 separated by commas, got &apos;%2&apos;</source>
        <translation>--%1: erwartet durch Kommas getrennte ganze Zahlen ab 1, erhalten „%2“</translation>
    </message>
    <message>
        <source>--%1: empty</source>
        <translation>--%1: leer</translation>
    </message>
    <message>
        <source>--llm-context: expects a whole number of tokens</source>
        <translation>--llm-context: erwartet eine ganze Zahl von Token</translation>
    </message>
    <message>
        <source>also measure this catalog model&apos;s LLM step (cpu.llm, cuda.llm): its GEMMs and attention at each batch and format</source>
        <translation>auch den LLM-Schritt dieses Katalogmodells messen (cpu.llm, cuda.llm): seine GEMMs und die Attention bei jedem Batch und Format</translation>
    </message>
    <message>
        <source>the model of --llm from a Hugging Face config.json instead</source>
        <translation>das Modell von --llm stattdessen aus einer Hugging-Face-config.json</translation>
    </message>
    <message>
        <source>formats of the LLM step (default the model&apos;s dtype, usually bf16; of fp32, bf16, fp16, fp8, int8)</source>
        <translation>Formate des LLM-Schritts (Standard: der dtype des Modells, meist bf16; aus fp32, bf16, fp16, fp8, int8)</translation>
    </message>
    <message>
        <source>decode batch sizes (default 1,4,16,64)</source>
        <translation>Batchgrößen beim Decodieren (Standard 1,4,16,64)</translation>
    </message>
    <message>
        <source>decode: tokens already in the KV cache (default 1024)</source>
        <translation>Decodieren: Token, die schon im KV-Cache sind (Standard 1024)</translation>
    </message>
    <message>
        <source>prefill prompt lengths to measure too (default none)</source>
        <translation>auch zu messende Prompt-Längen beim Prefill (Standard keine)</translation>
    </message>
    <message numerus="yes">
        <source>LLM step of %1: %n case(s)</source>
        <translation>
            <numerusform>LLM-Schritt von %1: %n Fall</numerusform>
            <numerusform>LLM-Schritt von %1: %n Fälle</numerusform>
        </translation>
    </message>
    <message>
        <source>--%1 needs --llm MODEL or --llm-config FILE</source>
        <translation>--%1 braucht --llm MODELL oder --llm-config DATEI</translation>
    </message>
    <message>
        <source>--only: name at least one probe id (roofline-probe --list shows them)</source>
        <translation>--only: nennen Sie mindestens eine Probe-ID (roofline-probe --list zeigt sie)</translation>
    </message>
    <message>
        <source>--time-cap: must be a positive number of seconds, at most %1 (a week)</source>
        <translation>--time-cap: muss eine positive Zahl von Sekunden sein, höchstens %1 (eine Woche)</translation>
    </message>
    <message>
        <source>--store-retry: must be a number of seconds from 0 to %1 (a week)</source>
        <translation>--store-retry: muss eine Zahl von Sekunden von 0 bis %1 (eine Woche) sein</translation>
    </message>
    <message>
        <source>--stall-timeout: must be a positive number of seconds, at most %1 (a week)</source>
        <translation>--stall-timeout: muss eine positive Zahl von Sekunden sein, höchstens %1 (eine Woche)</translation>
    </message>
    <message>
        <source>quick, standard or full (default %1)</source>
        <translation>quick, standard oder full (Standard %1)</translation>
    </message>
</context>
<context>
    <name>roofline::cli::ReportCommand</name>
    <message>
        <source>write a hardware or comparison report</source>
        <translation>einen Hardware- oder Vergleichsbericht schreiben</translation>
    </message>
    <message>
        <source>Write the hardware report of one run (--run) or the comparison report of several (--compare). The format follows the suffix of -o: .pdf (vector, with the run bundle attached), .html, .csv, .json.</source>
        <translation>Den Hardwarebericht eines Messlaufs (--run) oder den Vergleichsbericht mehrerer Messläufe (--compare) schreiben. Das Format richtet sich nach der Endung von -o: .pdf (Vektor, mit angehängtem Messlauf-Bundle), .html, .csv, .json.</translation>
    </message>
    <message>
        <source>the run to report on</source>
        <translation>der Messlauf, über den berichtet wird</translation>
    </message>
    <message>
        <source>comma-separated runs to compare</source>
        <translation>kommagetrennte Messläufe zum Vergleich</translation>
    </message>
    <message>
        <source>the report file</source>
        <translation>die Berichtsdatei</translation>
    </message>
    <message>
        <source>also write every chart as PNG and SVG into DIR</source>
        <translation>zusätzlich jedes Diagramm als PNG und SVG in DIR schreiben</translation>
    </message>
    <message>
        <source>write only the charts (with --png)</source>
        <translation>nur die Diagramme schreiben (mit --png)</translation>
    </message>
    <message>
        <source>give either --run ID or --compare ID,ID,...</source>
        <translation>Geben Sie entweder --run ID oder --compare ID,ID,... an</translation>
    </message>
    <message>
        <source>--charts-only needs --png DIR</source>
        <translation>--charts-only benötigt --png DIR</translation>
    </message>
    <message>
        <source>-o FILE: say where to write the report</source>
        <translation>-o FILE: Geben Sie an, wohin der Bericht geschrieben werden soll</translation>
    </message>
    <message>
        <source>reports need the Qt GUI libraries (charts are drawn)</source>
        <translation>Berichte benötigen die Qt-GUI-Bibliotheken (Diagramme werden gezeichnet)</translation>
    </message>
    <message>
        <source>--%1: must be one of %2</source>
        <translation>--%1: muss einer der Werte %2 sein</translation>
    </message>
    <message>
        <source>hardware report: include the GPU trend charts (the default)</source>
        <translation>Hardwarebericht: die GPU-Trenddiagramme aufnehmen (Standard)</translation>
    </message>
    <message>
        <source>hardware report: leave the GPU trend charts out</source>
        <translation>Hardwarebericht: die GPU-Trenddiagramme weglassen</translation>
    </message>
    <message>
        <source>hardware report: include the appendix of every measurement (the default)</source>
        <translation>Hardwarebericht: den Anhang mit allen Messungen aufnehmen (Standard)</translation>
    </message>
    <message>
        <source>hardware report: leave the appendix of every measurement out</source>
        <translation>Hardwarebericht: den Anhang mit allen Messungen weglassen</translation>
    </message>
    <message>
        <source>comparison report: list only rows that changed beyond noise</source>
        <translation>Vergleichsbericht: nur Zeilen auflisten, die sich über das Rauschen hinaus geändert haben</translation>
    </message>
    <message>
        <source>bandwidth in si (GB/s, the default) or binary (GiB/s) units</source>
        <translation>Bandbreite in si- (GB/s, Standard) oder binary-Einheiten (GiB/s)</translation>
    </message>
    <message>
        <source>working-set sizes in si (MB) or binary (MiB, the default) units</source>
        <translation>Arbeitsmengen in si- (MB) oder binary-Einheiten (MiB, Standard)</translation>
    </message>
    <message>
        <source>latencies by magnitude (auto, the default), in ns, or in cycles of the clock the runs recorded</source>
        <translation>Latenzen nach Größenordnung (auto, Standard), in ns oder in Takten des von den Messläufen aufgezeichneten Takts</translation>
    </message>
    <message>
        <source>FLOP/s by magnitude (auto, the default), in TFLOP/s or in GFLOP/s</source>
        <translation>FLOP/s nach Größenordnung (auto, Standard), in TFLOP/s oder in GFLOP/s</translation>
    </message>
    <message>
        <source>give --%1 or --no-%1, not both</source>
        <translation>entweder --%1 oder --no-%1 angeben, nicht beides</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>muss eine Zahl sein</translation>
    </message>
    <message>
        <source>index of the baseline in --compare (default: the earliest run)</source>
        <translation>Index des Referenzlaufs in --compare (Standard: der früheste Messlauf)</translation>
    </message>
    <message>
        <source>hardware report: only the run&apos;s kernels with this tag on its roofline (default: every kernel attached to the run)</source>
        <translation>Hardwarebericht: nur die Kernel des Laufs mit diesem Tag auf seinem Roofline-Diagramm (Standard: jeder dem Lauf zugeordnete Kernel)</translation>
    </message>
    <message>
        <source>hardware report: leave the run&apos;s kernels out</source>
        <translation>Hardwarebericht: die Kernel des Laufs weglassen</translation>
    </message>
    <message>
        <source>give --kernels TAG or --no-kernels, not both</source>
        <translation>--kernels TAG oder --no-kernels angeben, nicht beides</translation>
    </message>
</context>
<context>
    <name>roofline::cli::RunsCommand</name>
    <message>
        <source>The bundle file to write (export).</source>
        <translation>Die zu schreibende Bundle-Datei (export).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Only runs of this device (list).</source>
        <translation>Nur Messläufe dieses Geräts (list).</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Only runs of this host (list).</source>
        <translation>Nur Messläufe dieses Hosts (list).</translation>
    </message>
    <message>
        <source>Only runs with this tag (list).</source>
        <translation>Nur Messläufe mit diesem Tag (list).</translation>
    </message>
    <message>
        <source>TAG</source>
        <translation>TAG</translation>
    </message>
    <message>
        <source>At most N runs (list).</source>
        <translation>Höchstens N Messläufe (list).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>wrong number of arguments; see &apos;roofline runs --help&apos;</source>
        <translation>falsche Anzahl von Argumenten; siehe &apos;roofline runs --help&apos;</translation>
    </message>
    <message>
        <source>-o FILE.json: say where to write the bundle</source>
        <translation>-o FILE.json: Geben Sie an, wohin das Bundle geschrieben werden soll</translation>
    </message>
    <message>
        <source>must be a positive number</source>
        <translation>muss eine positive Zahl sein</translation>
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
        <translation>Gestartet (UTC)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Suite</source>
        <translation>Suite</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>(no runs stored in %1)</source>
        <translation>(keine Messläufe in %1 gespeichert)</translation>
    </message>
    <message>
        <source>Run %1  %2
</source>
        <translation>Messlauf %1  %2
</translation>
    </message>
    <message>
        <source>Status:   %1%2
</source>
        <translation>Status:    %1%2
</translation>
    </message>
    <message>
        <source>Started:  %1   Finished: %2
</source>
        <translation>Gestartet: %1   Beendet: %2
</translation>
    </message>
    <message>
        <source>Device:   %1 (%2)
</source>
        <translation>Gerät:     %1 (%2)
</translation>
    </message>
    <message>
        <source>Host:     %1, %2, %3
</source>
        <translation>Host:      %1, %2, %3
</translation>
    </message>
    <message>
        <source>Suite:    %1   Tags: %2
</source>
        <translation>Suite:     %1   Tags: %2
</translation>
    </message>
    <message>
        <source>Notes:    %1
</source>
        <translation>Notizen:   %1
</translation>
    </message>
    <message>
        <source>Probe</source>
        <translation>Messung</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Working set</source>
        <translation>Arbeitsmenge</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message numerus="yes">
        <source>deleted %n run(s)</source>
        <translation>
            <numerusform>%n Messlauf gelöscht</numerusform>
            <numerusform>%n Messläufe gelöscht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>exported %n run(s) to %1</source>
        <translation>
            <numerusform>%n Messlauf nach %1 exportiert</numerusform>
            <numerusform>%n Messläufe nach %1 exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Nothing was imported.</source>
        <translation>%1
Es wurde nichts importiert.</translation>
    </message>
    <message>
        <source>imported %1
</source>
        <translation>importiert: %1
</translation>
    </message>
    <message>
        <source>already stored, nothing changed: %1
</source>
        <translation>bereits gespeichert, nichts geändert: %1
</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) imported</source>
        <translation>
            <numerusform>%n Messlauf importiert</numerusform>
            <numerusform>%n Messläufe importiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n already stored</source>
        <translation>
            <numerusform>, %n bereits gespeichert</numerusform>
            <numerusform>, %n bereits gespeichert</numerusform>
        </translation>
    </message>
    <message>
        <source>run %1 tagged &apos;%2&apos;</source>
        <translation>Messlauf %1 mit Tag &apos;%2&apos; versehen</translation>
    </message>
    <message>
        <source>list, show, delete, export, import, tag and sync stored runs</source>
        <translation>gespeicherte Messläufe auflisten, anzeigen, löschen, exportieren, importieren, taggen und synchronisieren</translation>
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
        <translation>Gespeicherte Messläufe.
  list                      neueste zuerst
  show ID                   ein Messlauf mit seinen Messwerten
  delete ID...              Messläufe entfernen
  export ID... -o FILE      ein Messlauf-Bundle schreiben
  import FILE...            Messlauf-Bundles einlesen (bereits gespeicherte Messläufe werden übersprungen)
  tag ID TAG                ein Tag hinzufügen
  sync --from A --to B      in B fehlende Messläufe (und Benutzerprofile) aus A kopieren
ID ist die Nummer des Messlaufs oder seine UUID. Eine Datenbank ist eine Datei oder eine
postgresql://user@host:port/dbname-URL (Passwort aus ~/.pgpass).</translation>
    </message>
    <message>
        <source>list | show | delete | export | import | tag | sync</source>
        <translation>list | show | delete | export | import | tag | sync</translation>
    </message>
    <message>
        <source>The database to copy from (sync).</source>
        <translation>Die Quelldatenbank (sync).</translation>
    </message>
    <message>
        <source>DB</source>
        <translation>DB</translation>
    </message>
    <message>
        <source>The database to copy to (sync).</source>
        <translation>Die Zieldatenbank (sync).</translation>
    </message>
    <message>
        <source>say what to do: list, show, delete, export, import, tag or sync</source>
        <translation>Geben Sie an, was zu tun ist: list, show, delete, export, import, tag oder sync</translation>
    </message>
    <message>
        <source>unknown action &apos;%1&apos;: use list, show, delete, export, import, tag or sync</source>
        <translation>unbekannte Aktion &apos;%1&apos;: Verwenden Sie list, show, delete, export, import, tag oder sync</translation>
    </message>
    <message>
        <source>--from and --to: say which databases to sync (a file or a postgresql://user@host:port/dbname URL)</source>
        <translation>--from und --to: Geben Sie an, welche Datenbanken synchronisiert werden sollen (eine Datei oder eine postgresql://user@host:port/dbname-URL)</translation>
    </message>
    <message>
        <source>--from and --to are the same database</source>
        <translation>--from und --to sind dieselbe Datenbank</translation>
    </message>
    <message>
        <source>copied %1 of %2 runs</source>
        <translation>%1 von %2 Messläufen kopiert</translation>
    </message>
    <message>
        <source>%1 → %2
</source>
        <translation>%1 → %2
</translation>
    </message>
    <message>
        <source>runs: %1 copied, %2 already there</source>
        <translation>Messläufe: %1 kopiert, %2 bereits vorhanden</translation>
    </message>
    <message>
        <source>, %1 still running (copied by a later sync)</source>
        <translation>, %1 laufen noch (werden von einer späteren Synchronisierung kopiert)</translation>
    </message>
    <message>
        <source>
profiles: %1 copied, %2 already there</source>
        <translation>
Profile: %1 kopiert, %2 bereits vorhanden</translation>
    </message>
    <message>
        <source>
kept the target&apos;s own version of: %1</source>
        <translation>
Beibehalten wurde die eigene Version des Ziels von: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) could not be copied</source>
        <translation>
            <numerusform>%n Messlauf konnte nicht kopiert werden</numerusform>
            <numerusform>%n Messläufe konnten nicht kopiert werden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) could not be copied (the others were):
%1</source>
        <translation>
            <numerusform>%n Messlauf konnte nicht kopiert werden (die anderen schon):
%1</numerusform>
            <numerusform>%n Messläufe konnten nicht kopiert werden (die anderen schon):
%1</numerusform>
        </translation>
    </message>
    <message>
        <source>everything in %1 is stored; removed that spool file
</source>
        <translation>alles aus %1 ist gespeichert; diese Spool-Datei wurde entfernt
</translation>
    </message>
    <message>
        <source>completed %1 (it was stored in part before)
</source>
        <translation>%1 vervollständigt (war zuvor teilweise gespeichert)
</translation>
    </message>
    <message numerus="yes">
        <source>, %n completed</source>
        <translation>
            <numerusform>, %n vervollständigt</numerusform>
            <numerusform>, %n vervollständigt</numerusform>
        </translation>
    </message>
    <message>
        <source>
Not measured:
</source>
        <translation>
Nicht gemessen:
</translation>
    </message>
    <message>
        <source>  %1 %2 %3: %4
</source>
        <translation>  %1 %2 %3: %4
</translation>
    </message>
    <message>
        <source>
Warnings (%1):
</source>
        <translation>
Warnungen (%1):
</translation>
    </message>
    <message>
        <source>  [%1] %2 (%3)
      %4
</source>
        <translation>  [%1] %2 (%3)
      %4
</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
</context>
<context>
    <name>roofline::importers::PeerImport</name>
    <message>
        <source>the time of a map call, not a transfer rate; not stored</source>
        <translation>die Zeit eines Map-Aufrufs, keine Übertragungsrate; nicht gespeichert</translation>
    </message>
    <message>
        <source>a figure outside any &lt;run&gt; or &lt;device&gt;</source>
        <translation>ein Wert außerhalb jedes &lt;run&gt; oder &lt;device&gt;</translation>
    </message>
    <message>
        <source>status &apos;%1&apos;%2; not stored</source>
        <translation>Status &apos;%1&apos;%2; nicht gespeichert</translation>
    </message>
    <message>
        <source>not valid XML at line %1: %2</source>
        <translation>kein gültiges XML in Zeile %1: %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>the tool reports &apos;%1&apos;; not stored</source>
        <translation>das Werkzeug meldet &apos;%1&apos;; nicht gespeichert</translation>
    </message>
    <message>
        <source>no clpeak device (&apos;Device: …&apos; and its figures)</source>
        <translation>kein clpeak-Gerät (&apos;Device: …&apos; und seine Werte)</translation>
    </message>
    <message>
        <source>the device name is empty</source>
        <translation>der Gerätename ist leer</translation>
    </message>
    <message>
        <source>no mixbench &apos;CSV data&apos; block (&apos;Compute iters, Flops/byte, …&apos;)</source>
        <translation>kein mixbench-Block &apos;CSV data&apos; (&apos;Compute iters, Flops/byte, …&apos;)</translation>
    </message>
    <message>
        <source>the mixbench CSV block has no rows</source>
        <translation>der mixbench-CSV-Block hat keine Zeilen</translation>
    </message>
    <message>
        <source>test %1</source>
        <translation>Test %1</translation>
    </message>
    <message>
        <source>no likwid-bench result (&apos;LIKWID MICRO BENCHMARK&apos;, &apos;Test: …&apos;)</source>
        <translation>kein likwid-bench-Ergebnis (&apos;LIKWID MICRO BENCHMARK&apos;, &apos;Test: …&apos;)</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>%1 cells where the header has %2; row not stored</source>
        <translation>%1 Zellen, wo die Kopfzeile %2 hat; Zeile nicht gespeichert</translation>
    </message>
    <message>
        <source>%1 wrong elements: the collective returned wrong data; its figures are stored flagged &apos;wrong-results&apos;</source>
        <translation>%1 falsche Elemente: die Kollektivoperation lieferte falsche Daten; ihre Werte werden mit &apos;wrong-results&apos; markiert gespeichert</translation>
    </message>
    <message>
        <source>no nccl-tests table (a &apos;# size count type redop&apos; header)</source>
        <translation>keine nccl-tests-Tabelle (eine Kopfzeile &apos;# size count type redop&apos;)</translation>
    </message>
    <message>
        <source>the nccl-tests table has no rows</source>
        <translation>die nccl-tests-Tabelle hat keine Zeilen</translation>
    </message>
    <message>
        <source>the output names &apos;%1&apos;; filed under &apos;%2&apos; as asked</source>
        <translation>die Ausgabe nennt &apos;%1&apos;; wie verlangt unter &apos;%2&apos; abgelegt</translation>
    </message>
    <message>
        <source>the output does not name its test (all_reduce_perf, …); its figures are filed under &apos;nccl-tests.unknown&apos; (name it with --test)</source>
        <translation>die Ausgabe nennt ihren Test nicht (all_reduce_perf, …); ihre Werte werden unter &apos;nccl-tests.unknown&apos; abgelegt (mit --test benennen)</translation>
    </message>
    <message>
        <source>text around the JSON document (warnings) is not read</source>
        <translation>Text um das JSON-Dokument (Warnungen) wird nicht gelesen</translation>
    </message>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation>kein gültiges JSON bei Offset %1: %2</translation>
    </message>
    <message>
        <source>no &quot;nvbandwidth&quot; object</source>
        <translation>kein &quot;nvbandwidth&quot;-Objekt</translation>
    </message>
    <message>
        <source>no test cases (&quot;testcases&quot; is missing or empty)</source>
        <translation>keine Testfälle (&quot;testcases&quot; fehlt oder ist leer)</translation>
    </message>
    <message>
        <source>no test case (&apos;Running &lt;test&gt;.&apos; and its matrix)</source>
        <translation>kein Testfall (&apos;Running &lt;test&gt;.&apos; und seine Matrix)</translation>
    </message>
    <message>
        <source>no benchmarks (&quot;benchmarks&quot; is missing or empty)</source>
        <translation>keine Benchmarks (&quot;benchmarks&quot; fehlt oder ist leer)</translation>
    </message>
    <message>
        <source>skipped by nvbench%1; not stored</source>
        <translation>von nvbench übersprungen%1; nicht gespeichert</translation>
    </message>
    <message>
        <source>no cold GPU time; not stored</source>
        <translation>keine kalte GPU-Zeit; nicht gespeichert</translation>
    </message>
    <message>
        <source>the input</source>
        <translation>die Eingabe</translation>
    </message>
    <message>
        <source>%1: %2 bytes; an imported output may have at most %3</source>
        <translation>%1: %2 Bytes; eine importierte Ausgabe darf höchstens %3 haben</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1 ist leer</translation>
    </message>
    <message>
        <source>%1: not the output of a tool this version reads (%2); name it with --tool if it is one of them</source>
        <translation>%1: keine Ausgabe eines Werkzeugs, das diese Version liest (%2); nennen Sie es mit --tool, falls es eines davon ist</translation>
    </message>
    <message>
        <source>%1 (read as %2): %3</source>
        <translation>%1 (gelesen als %2): %3</translation>
    </message>
    <message>
        <source>%1 (read as %2): no figure found; this is not %2 output, or every test in it failed</source>
        <translation>%1 (gelesen als %2): kein Messwert gefunden; das ist keine %2-Ausgabe, oder jeder Test darin schlug fehl</translation>
    </message>
    <message>
        <source>the output carries no date and no file time was given; the import time stands for the run&apos;s time</source>
        <translation>die Ausgabe trägt kein Datum und keine Dateizeit wurde angegeben; die Importzeit steht für die Zeit des Laufs</translation>
    </message>
    <message>
        <source>the raw text is kept up to %1 characters of %2</source>
        <translation>der Rohtext wird bis %1 von %2 Zeichen aufbewahrt</translation>
    </message>
    <message>
        <source>the output does not name its node; stored as &apos;unknown&apos; (name it with --host)</source>
        <translation>die Ausgabe nennt ihren Knoten nicht; als &apos;unknown&apos; gespeichert (mit --host benennen)</translation>
    </message>
    <message>
        <source>Imported from %1 (%2%3).</source>
        <translation>Importiert aus %1 (%2%3).</translation>
    </message>
    <message>
        <source>N/A: the tool did not measure it; not stored</source>
        <translation>N/A: das Werkzeug hat es nicht gemessen; nicht gespeichert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number; not stored</source>
        <translation>&apos;%1&apos; ist keine Zahl; nicht gespeichert</translation>
    </message>
    <message>
        <source>missing from the output; not stored</source>
        <translation>fehlt in der Ausgabe; nicht gespeichert</translation>
    </message>
    <message>
        <source>printed as %1, below the tool&apos;s resolution; not stored as a zero</source>
        <translation>als %1 ausgegeben, unter der Auflösung des Werkzeugs; nicht als Null gespeichert</translation>
    </message>
    <message>
        <source>unknown unit &apos;%1&apos;; not stored</source>
        <translation>unbekannte Einheit &apos;%1&apos;; nicht gespeichert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a figure this importer reads; not stored</source>
        <translation>&apos;%1&apos; ist kein Wert, den dieser Import liest; nicht gespeichert</translation>
    </message>
    <message>
        <source>the CSV header names no max_…_per_sec column</source>
        <translation>die CSV-Kopfzeile nennt keine Spalte max_…_per_sec</translation>
    </message>
    <message>
        <source>no BabelStream CSV rows (a &apos;function,num_times,…&apos; header)</source>
        <translation>keine BabelStream-CSV-Zeilen (eine Kopfzeile &apos;function,num_times,…&apos;)</translation>
    </message>
    <message>
        <source>unknown precision &apos;%1&apos;</source>
        <translation>unbekannte Genauigkeit &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the tool reports &apos;%1&apos;; the figures are stored, check them</source>
        <translation>das Werkzeug meldet &apos;%1&apos;; die Werte werden gespeichert, prüfen Sie sie</translation>
    </message>
    <message>
        <source>the rate column&apos;s unit: %1</source>
        <translation>die Einheit der Ratenspalte: %1</translation>
    </message>
    <message>
        <source>%1 cells where the table has 5</source>
        <translation>%1 Zellen, wo die Tabelle 5 hat</translation>
    </message>
    <message>
        <source>no BabelStream table (&apos;Function MBytes/sec Min (sec) …&apos;)</source>
        <translation>keine BabelStream-Tabelle (&apos;Function MBytes/sec Min (sec) …&apos;)</translation>
    </message>
    <message>
        <source>the BabelStream table has no rows</source>
        <translation>die BabelStream-Tabelle hat keine Zeilen</translation>
    </message>
    <message>
        <source>no STREAM table (&apos;Function Best Rate MB/s Avg time …&apos;)</source>
        <translation>keine STREAM-Tabelle (&apos;Function Best Rate MB/s Avg time …&apos;)</translation>
    </message>
    <message>
        <source>the STREAM table has no rows</source>
        <translation>die STREAM-Tabelle hat keine Zeilen</translation>
    </message>
    <message>
        <source>not printed; stream.c&apos;s default, double (fp64), is assumed</source>
        <translation>nicht ausgegeben; der Standard von stream.c, double (fp64), wird angenommen</translation>
    </message>
    <message numerus="yes">
        <source>CPU (%n threads)</source>
        <translation>
            <numerusform>CPU (%n Threads)</numerusform>
            <numerusform>CPU (%n Threads)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::kernels::KernelImport</name>
    <message>
        <source>no FLOP or byte counters in the profile (profile with --set roofline or the metrics of docs/cli.md); stored with its time only</source>
        <translation>keine FLOP- oder Byte-Zähler im Profil (mit --set roofline oder den Metriken aus docs/cli.md profilieren); nur mit seiner Zeit gespeichert</translation>
    </message>
    <message>
        <source>no ncu --csv header (&quot;ID&quot;,…)</source>
        <translation>keine ncu --csv-Kopfzeile (&quot;ID&quot;,…)</translation>
    </message>
    <message>
        <source>the ncu table has no &quot;Kernel Name&quot; column</source>
        <translation>die ncu-Tabelle hat keine Spalte &quot;Kernel Name&quot;</translation>
    </message>
    <message>
        <source>unknown unit &apos;%1&apos;; not used</source>
        <translation>unbekannte Einheit &apos;%1&apos;; nicht verwendet</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number; not used</source>
        <translation>&apos;%1&apos; ist keine Zahl; nicht verwendet</translation>
    </message>
    <message>
        <source>no duration (gpu__time_duration.sum); not stored</source>
        <translation>keine Dauer (gpu__time_duration.sum); nicht gespeichert</translation>
    </message>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation>kein gültiges JSON bei Offset %1: %2</translation>
    </message>
    <message>
        <source>the CSV header needs the columns name and seconds (and flops, bytes)</source>
        <translation>die CSV-Kopfzeile braucht die Spalten name und seconds (und flops, bytes)</translation>
    </message>
    <message>
        <source>kernel %1</source>
        <translation>Kernel %1</translation>
    </message>
    <message>
        <source>no name; not stored</source>
        <translation>kein Name; nicht gespeichert</translation>
    </message>
    <message>
        <source>no positive seconds; not stored</source>
        <translation>keine positiven Sekunden; nicht gespeichert</translation>
    </message>
    <message>
        <source>not a number ≥ 0; not stored</source>
        <translation>keine Zahl ≥ 0; nicht gespeichert</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: no kernel with a name and a duration</source>
        <translation>%1: kein Kernel mit Namen und Dauer</translation>
    </message>
    <message>
        <source>no rocprof header (a Kernel_Name column)</source>
        <translation>keine rocprof-Kopfzeile (eine Spalte Kernel_Name)</translation>
    </message>
    <message>
        <source>the rocprof table has no Start_Timestamp and End_Timestamp columns (profile with the kernel trace)</source>
        <translation>die rocprof-Tabelle hat keine Spalten Start_Timestamp und End_Timestamp (mit dem Kernel-Trace profilieren)</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s), fewer than the header&apos;s; not used</source>
        <translation>
            <numerusform>%n Zelle(n), weniger als in der Kopfzeile; nicht verwendet</numerusform>
            <numerusform>%n Zelle(n), weniger als in der Kopfzeile; nicht verwendet</numerusform>
        </translation>
    </message>
    <message>
        <source>no duration (End_Timestamp − Start_Timestamp is %1 ns); not used</source>
        <translation>keine Dauer (End_Timestamp − Start_Timestamp ist %1 ns); nicht verwendet</translation>
    </message>
    <message>
        <source>no FLOP or byte counters in the profile (collect rocprof-compute&apos;s roofline counters: SQ_INSTS_VALU_*, TCC_EA_RDREQ/WRREQ, TCP_TCC_*_REQ); stored with its time only</source>
        <translation>keine FLOP- oder Byte-Zähler im Profil (die Roofline-Zähler von rocprof-compute erfassen: SQ_INSTS_VALU_*, TCC_EA_RDREQ/WRREQ, TCP_TCC_*_REQ); nur mit seiner Zeit gespeichert</translation>
    </message>
</context>
<context>
    <name>roofline::kernels::KernelRoofline</name>
    <message>
        <source>the run has no measured %1 roof</source>
        <translation>der Lauf hat kein gemessenes %1-Dach</translation>
    </message>
    <message>
        <source>the run has no measured %1 bandwidth</source>
        <translation>der Lauf hat keine gemessene %1-Bandbreite</translation>
    </message>
</context>
<context>
    <name>roofline::runner::ProbeRunner</name>
    <message>
        <source>A probe run is already in progress.</source>
        <translation>Es läuft bereits eine Messung.</translation>
    </message>
    <message>
        <source>The measurement engine was not found at %1; reinstall Roofline Lab or build the roofline-probe target.</source>
        <translation>Die Mess-Engine wurde unter %1 nicht gefunden; installieren Sie Roofline Lab neu oder bauen Sie das Target roofline-probe.</translation>
    </message>
    <message>
        <source>Unreadable line from roofline-probe: %1</source>
        <translation>Unlesbare Zeile von roofline-probe: %1</translation>
    </message>
    <message>
        <source>A measurement arrived for unknown device &apos;%1&apos;; ignored.</source>
        <translation>Ein Messwert für das unbekannte Gerät &apos;%1&apos; ist eingetroffen; ignoriert.</translation>
    </message>
    <message>
        <source>roofline-probe could not be started: %1</source>
        <translation>roofline-probe konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>Cancelled by the user.</source>
        <translation>Vom Benutzer abgebrochen.</translation>
    </message>
    <message>
        <source>Cancelled by the user; the engine had to be stopped before it finished.</source>
        <translation>Vom Benutzer abgebrochen; die Engine musste vor ihrem Ende angehalten werden.</translation>
    </message>
    <message>
        <source>The engine reported a failure.</source>
        <translation>Die Engine hat einen Fehler gemeldet.</translation>
    </message>
    <message>
        <source>roofline-probe crashed before finishing; the results measured before the crash are kept.</source>
        <translation>roofline-probe ist vor dem Ende abgestürzt; die vor dem Absturz gemessenen Ergebnisse bleiben erhalten.</translation>
    </message>
    <message>
        <source>roofline-probe exited with code %1 before finishing.</source>
        <translation>roofline-probe wurde vor dem Ende mit Code %1 beendet.</translation>
    </message>
    <message>
        <source>roofline-probe reached its time cap (%1); the results measured before that are kept.</source>
        <translation>roofline-probe hat sein Zeitlimit erreicht (%1); die bis dahin gemessenen Ergebnisse bleiben erhalten.</translation>
    </message>
    <message>
        <source>Notes and tags: %1</source>
        <translation>Notizen und Tags: %1</translation>
    </message>
    <message>
        <source>roofline-probe has written nothing for %1 s; stopping it.</source>
        <translation>roofline-probe hat seit %1 s nichts geschrieben; es wird beendet.</translation>
    </message>
    <message>
        <source>roofline-probe stopped responding (no output for %1 s) and was stopped; the results measured before that are kept.</source>
        <translation>roofline-probe reagierte nicht mehr (keine Ausgabe seit %1 s) und wurde beendet; die bis dahin gemessenen Ergebnisse bleiben erhalten.</translation>
    </message>
    <message>
        <source>Not everything is stored yet; trying again for up to %1 s…</source>
        <translation>Noch ist nicht alles gespeichert; neuer Versuch für bis zu %1 s…</translation>
    </message>
    <message>
        <source>Runs left running by a program that ended could not be marked failed: %1</source>
        <translation>Messläufe, die ein beendetes Programm als laufend hinterlassen hat, konnten nicht als fehlgeschlagen markiert werden: %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>roofline-probe reached the time cap of %1 s before measuring anything and was stopped.</source>
        <translation>roofline-probe hat das Zeitlimit von %1 s erreicht, bevor etwas gemessen wurde, und wurde angehalten.</translation>
    </message>
    <message>
        <source>roofline-probe reached the time cap of %1 s while measuring %2 and was stopped; what it measured before is kept.</source>
        <translation>roofline-probe hat das Zeitlimit von %1 s während der Messung von %2 erreicht und wurde angehalten; was zuvor gemessen wurde, bleibt erhalten.</translation>
    </message>
    <message>
        <source>%1 Not measured: %2.</source>
        <translation>%1 Nicht gemessen: %2.</translation>
    </message>
</context>
<context>
    <name>roofline::runner::RunSpool</name>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: Der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>the measurements could not be written to any spool folder: %1</source>
        <translation>Die Messungen ließen sich in keinen Spool-Ordner schreiben: %1</translation>
    </message>
</context>
<context>
    <name>roofline::runner::RunStore</name>
    <message>
        <source>%1 (%2); they are kept in memory only until this session ends</source>
        <translation>%1 (%2); sie werden nur bis zum Ende dieser Sitzung im Speicher gehalten</translation>
    </message>
</context>
<context>
    <name>roofline::storage::BundleIo</name>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: this is the database itself, not a run bundle</source>
        <translation>%1: Das ist die Datenbank selbst, kein Messlauf-Bundle</translation>
    </message>
</context>
<context>
    <name>roofline::storage::ChangeStamp</name>
    <message>
        <source>cannot ask whether the database changed</source>
        <translation>kann nicht abfragen, ob sich die Datenbank geändert hat</translation>
    </message>
    <message>
        <source>cannot listen for changes</source>
        <translation>kann nicht auf Änderungen warten</translation>
    </message>
</context>
<context>
    <name>roofline::storage::Database</name>
    <message>
        <source>the server refuses to write (a read-only server or transaction, or no permission)</source>
        <translation>Der Server verweigert das Schreiben (ein schreibgeschützter Server oder eine schreibgeschützte Transaktion, oder keine Berechtigung)</translation>
    </message>
    <message>
        <source>the database is read-only (check the permissions of the file and its folder, and whether the disk is mounted read-only)</source>
        <translation>Die Datenbank ist schreibgeschützt (prüfen Sie die Rechte der Datei und ihres Ordners und ob der Datenträger schreibgeschützt eingehängt ist)</translation>
    </message>
    <message>
        <source>the disk is full: free some space on the disk that holds the database</source>
        <translation>Der Datenträger ist voll: Geben Sie Speicherplatz auf dem Datenträger der Datenbank frei</translation>
    </message>
    <message>
        <source>the database is damaged; restore it from a backup (for SQLite, &apos;sqlite3 FILE &quot;.recover&quot;&apos; may save what is left)</source>
        <translation>Die Datenbank ist beschädigt; stellen Sie sie aus einer Sicherung wieder her (bei SQLite kann &apos;sqlite3 DATEI &quot;.recover&quot;&apos; retten, was übrig ist)</translation>
    </message>
    <message>
        <source>the database server cannot be reached or is restarting</source>
        <translation>Der Datenbankserver ist nicht erreichbar oder startet neu</translation>
    </message>
    <message>
        <source>cannot be checked</source>
        <translation>kann nicht geprüft werden</translation>
    </message>
    <message>
        <source>is read-only</source>
        <translation>ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the server accepts no writes (a standby, or default_transaction_read_only); use the primary server</source>
        <translation>Der Server nimmt keine Schreibzugriffe an (ein Standby oder default_transaction_read_only); verwenden Sie den Primärserver</translation>
    </message>
    <message>
        <source>this user may not write the file; check its permissions</source>
        <translation>Dieser Benutzer darf die Datei nicht schreiben; prüfen Sie ihre Rechte</translation>
    </message>
    <message>
        <source>cannot be written</source>
        <translation>kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>the disk is full: free some space on the disk that holds %1</source>
        <translation>Der Datenträger ist voll: Geben Sie Speicherplatz auf dem Datenträger von %1 frei</translation>
    </message>
    <message>
        <source>the folder %1 cannot be written (SQLite keeps PATH-wal and PATH-shm beside the database); check its permissions and whether the disk is mounted read-only</source>
        <translation>Der Ordner %1 kann nicht beschrieben werden (SQLite legt PATH-wal und PATH-shm neben der Datenbank an); prüfen Sie seine Rechte und ob der Datenträger schreibgeschützt eingehängt ist</translation>
    </message>
    <message>
        <source>the database is damaged</source>
        <translation>die Datenbank ist beschädigt</translation>
    </message>
    <message>
        <source>SQLite&apos;s integrity check found: %1; nothing was copied out of it. Restore it from a backup (&apos;sqlite3 FILE &quot;.recover&quot;&apos; may save what is left)</source>
        <translation>SQLites Integritätsprüfung fand: %1; nichts wurde daraus kopiert. Stellen Sie sie aus einer Sicherung wieder her (&apos;sqlite3 DATEI &quot;.recover&quot;&apos; kann den Rest retten)</translation>
    </message>
</context>
<context>
    <name>roofline::storage::DatabaseOpener</name>
    <message>
        <source>not a file</source>
        <translation>keine Datei</translation>
    </message>
    <message>
        <source>a write was interrupted (a process ended inside it) and left %1, a hot journal; SQLite must roll it back before the database can be read, which needs write access to the file and its folder</source>
        <translation>ein Schreibvorgang wurde unterbrochen (ein Prozess endete mittendrin) und hinterließ %1, ein aktives Journal; SQLite muss es zurückrollen, bevor die Datenbank gelesen werden kann, und braucht dazu Schreibrechte auf die Datei und ihren Ordner</translation>
    </message>
    <message>
        <source>a write was interrupted and left %1, a hot journal, which SQLite could not roll back</source>
        <translation>ein Schreibvorgang wurde unterbrochen und hinterließ %1, ein aktives Journal, das SQLite nicht zurückrollen konnte</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>is not a Roofline Lab database (not an SQLite file); choose another file or move this one away</source>
        <translation>ist keine Roofline-Lab-Datenbank (keine SQLite-Datei); wählen Sie eine andere Datei oder verschieben Sie diese</translation>
    </message>
    <message>
        <source>the database is truncated or damaged (its size does not match its header); restore it from a backup</source>
        <translation>die Datenbank ist abgeschnitten oder beschädigt (ihre Größe passt nicht zu ihrem Header); stellen Sie sie aus einer Sicherung wieder her</translation>
    </message>
    <message>
        <source>is an SQLite database of another program, not Roofline Lab&apos;s</source>
        <translation>ist eine SQLite-Datenbank eines anderen Programms, nicht die von Roofline Lab</translation>
    </message>
    <message>
        <source>is not a Roofline Lab database (schema version %1 of another program); choose another file or move this one away</source>
        <translation>ist keine Datenbank von Roofline Lab (Schemaversion %1 eines anderen Programms); wählen Sie eine andere Datei oder verschieben Sie diese</translation>
    </message>
    <message>
        <source>the disk is full: free some space on the disk that holds %1 (%2)</source>
        <translation>Der Datenträger ist voll: Geben Sie Speicherplatz auf dem Datenträger von %1 frei (%2)</translation>
    </message>
    <message>
        <source>the folder %1 is read-only: SQLite must create %2-wal and %2-shm beside the database; check its permissions and whether the disk is mounted read-only (%3)</source>
        <translation>Der Ordner %1 ist schreibgeschützt: SQLite muss %2-wal und %2-shm neben der Datenbank anlegen; prüfen Sie seine Rechte und ob der Datenträger schreibgeschützt eingehängt ist (%3)</translation>
    </message>
    <message>
        <source>cannot be opened</source>
        <translation>kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>the database is damaged: tables of Roofline Lab are missing; restore it from a backup</source>
        <translation>Die Datenbank ist beschädigt: Tabellen von Roofline Lab fehlen; stellen Sie sie aus einer Sicherung wieder her</translation>
    </message>
    <message>
        <source>was written by a newer Roofline Lab (schema %1; this build reads up to %2); update the application</source>
        <translation>wurde von einem neueren Roofline Lab geschrieben (Schema %1; dieser Build liest bis %2); aktualisieren Sie die Anwendung</translation>
    </message>
    <message>
        <source>cannot switch to WAL journal</source>
        <translation>kann nicht in den WAL-Journalmodus wechseln</translation>
    </message>
    <message>
        <source>cannot read the schema version</source>
        <translation>die Schemaversion kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot record the schema version</source>
        <translation>die Schemaversion kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>migration to schema %1 failed, nothing was changed</source>
        <translation>Migration auf Schema %1 fehlgeschlagen, es wurde nichts geändert</translation>
    </message>
    <message>
        <source>holds tables of another program, not Roofline Lab&apos;s; use a database of its own or add ?schema=NAME to the URL</source>
        <translation>enthält Tabellen eines anderen Programms, nicht die von Roofline Lab; verwenden Sie eine eigene Datenbank oder hängen Sie ?schema=NAME an die URL an</translation>
    </message>
    <message>
        <source>cannot connect</source>
        <translation>Verbindung nicht möglich</translation>
    </message>
    <message>
        <source>the server wants a password that was not given or is wrong (PGPASSWORD, PGPASSFILE or ~/.pgpass) (%1)</source>
        <translation>der Server verlangt ein Passwort, das nicht angegeben wurde oder falsch ist (PGPASSWORD, PGPASSFILE oder ~/.pgpass) (%1)</translation>
    </message>
    <message>
        <source>cannot connect (is the server running, and is the password in PGPASSFILE or ~/.pgpass?)</source>
        <translation>keine Verbindung möglich (läuft der Server, und steht das Passwort in PGPASSFILE oder ~/.pgpass?)</translation>
    </message>
    <message>
        <source>cannot lock the schema for migration</source>
        <translation>das Schema kann für die Migration nicht gesperrt werden</translation>
    </message>
    <message>
        <source>cannot create the schema %1</source>
        <translation>das Schema %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>no database given: name a file or a postgresql:// URL</source>
        <translation>keine Datenbank angegeben: Nennen Sie eine Datei oder eine postgresql://-URL</translation>
    </message>
    <message>
        <source>the disk is full: the history is shown read-only, as the database file holds it (what other programs wrote since its last checkpoint may be missing); free some space to write again</source>
        <translation>der Datenträger ist voll: der Verlauf wird schreibgeschützt gezeigt, wie ihn die Datenbankdatei enthält (was andere Programme seit ihrem letzten Checkpoint schrieben, kann fehlen); geben Sie Speicher frei, um wieder zu schreiben</translation>
    </message>
    <message>
        <source>cannot be created</source>
        <translation>kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>roofline::storage::FleetRepository</name>
    <message>
        <source>cannot read the fleet</source>
        <translation>die Geräteflotte kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read the fleet&apos;s headline figures</source>
        <translation>die Kennwerte der Geräteflotte können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read the fleet&apos;s recent runs</source>
        <translation>die letzten Messläufe der Geräteflotte können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read the earlier runs of a node</source>
        <translation>die früheren Messläufe eines Knotens können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read runs of the fleet</source>
        <translation>Messläufe der Geräteflotte können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read the measurements of the fleet</source>
        <translation>die Messwerte der Geräteflotte können nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>roofline::storage::InputFile</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: not a regular file (a folder, FIFO, device or socket); only regular files are read</source>
        <translation>%1: keine reguläre Datei (ein Ordner, FIFO, Gerät oder Socket); nur reguläre Dateien werden gelesen</translation>
    </message>
    <message>
        <source>%1: %2 bytes; such a file may be at most %3 bytes</source>
        <translation>%1: %2 Bytes; eine solche Datei darf höchstens %3 Bytes groß sein</translation>
    </message>
    <message>
        <source>%1: more than %2 bytes; such a file may be at most that</source>
        <translation>%1: mehr als %2 Bytes; eine solche Datei darf höchstens so groß sein</translation>
    </message>
</context>
<context>
    <name>roofline::storage::KernelRepository</name>
    <message>
        <source>cannot store kernel &apos;%1&apos;</source>
        <translation>Kernel &apos;%1&apos; kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>cannot read the kernels</source>
        <translation>die Kernel können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot read kernel %1</source>
        <translation>Kernel %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>no kernel %1</source>
        <translation>kein Kernel %1</translation>
    </message>
    <message>
        <source>cannot remove kernel %1</source>
        <translation>Kernel %1 kann nicht entfernt werden</translation>
    </message>
</context>
<context>
    <name>roofline::storage::LiveDatabaseFiles</name>
    <message>
        <source>the file %1 was removed or replaced by another program while it was open</source>
        <translation>die Datei %1 wurde von einem anderen Programm entfernt oder ersetzt, während sie offen war</translation>
    </message>
    <message>
        <source>the header of %1 is no longer a Roofline Lab database&apos;s (another program wrote over it)</source>
        <translation>der Kopf von %1 ist nicht mehr der einer Roofline-Lab-Datenbank (ein anderes Programm hat ihn überschrieben)</translation>
    </message>
    <message>
        <source>%1, which SQLite keeps open beside the database, was deleted or replaced by another program</source>
        <translation>%1, das SQLite neben der Datenbank offen hält, wurde von einem anderen Programm gelöscht oder ersetzt</translation>
    </message>
    <message>
        <source>the database file was removed or renamed by another program while it was open</source>
        <translation>die Datenbankdatei wurde von einem anderen Programm entfernt oder umbenannt, während sie offen war</translation>
    </message>
    <message>
        <source>the database file was replaced by another file while it was open</source>
        <translation>die Datenbankdatei wurde durch eine andere Datei ersetzt, während sie offen war</translation>
    </message>
    <message>
        <source>this program no longer holds SQLite&apos;s lock on the database (some code opened and closed the file, which releases every lock the program holds on it)</source>
        <translation>dieses Programm hält SQLites Sperre auf der Datenbank nicht mehr (Code hat die Datei geöffnet und geschlossen, was jede Sperre des Programms auf ihr freigibt)</translation>
    </message>
    <message>
        <source>this program no longer holds SQLite&apos;s lock on the database&apos;s -shm file (some code opened and closed it, which releases every lock the program holds on it)</source>
        <translation>dieses Programm hält SQLites Sperre auf der -shm-Datei der Datenbank nicht mehr (Code hat sie geöffnet und geschlossen, was jede Sperre des Programms auf ihr freigibt)</translation>
    </message>
    <message>
        <source>%1: this is the run-history database Roofline Lab has open (or one of the files SQLite keeps beside it); it is never read or written as a plain file</source>
        <translation>%1: das ist die Verlaufsdatenbank, die Roofline Lab geöffnet hat (oder eine der Dateien, die SQLite daneben führt); sie wird nie als gewöhnliche Datei gelesen oder geschrieben</translation>
    </message>
    <message>
        <source>%1: writing stopped to protect the run history: %2. Nothing more is written to it from this program and it is not checkpointed from here, so what other programs stored stays intact, and everything stored before is kept; the database is read only until it is opened again (restart Roofline Lab, or choose it again in Preferences).</source>
        <translation>%1: Schreiben angehalten, um den Verlauf zu schützen: %2. Dieses Programm schreibt nichts mehr hinein und führt keinen Checkpoint aus, sodass das von anderen Programmen Gespeicherte intakt bleibt, und alles zuvor Gespeicherte bleibt erhalten; die Datenbank ist schreibgeschützt, bis sie erneut geöffnet wird (Roofline Lab neu starten oder sie in den Einstellungen erneut wählen).</translation>
    </message>
</context>
<context>
    <name>roofline::storage::ProfileRepository</name>
    <message>
        <source>cannot store the catalog entry %1</source>
        <translation>der Katalogeintrag %1 kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>catalog entry &apos;%1&apos; not installed: a user entry has that id</source>
        <translation>Katalogeintrag &apos;%1&apos; nicht installiert: Ein Benutzereintrag hat diese ID</translation>
    </message>
    <message>
        <source>cannot read the catalog</source>
        <translation>der Katalog kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot remove the old catalog entry %1</source>
        <translation>der alte Katalogeintrag %1 kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>cannot record the catalog version</source>
        <translation>die Katalogversion kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>cannot read profiles</source>
        <translation>Profile können nicht gelesen werden</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>catalog entries are read-only; duplicate it to edit</source>
        <translation>Katalogeinträge sind schreibgeschützt; zum Bearbeiten duplizieren</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a catalog entry, which is read-only; duplicate it to edit</source>
        <translation>&apos;%1&apos; ist ein schreibgeschützter Katalogeintrag; zum Bearbeiten duplizieren</translation>
    </message>
    <message>
        <source>cannot save &apos;%1&apos;</source>
        <translation>&apos;%1&apos; kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>no entry &apos;%1&apos;</source>
        <translation>kein Eintrag &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a catalog entry, which cannot be deleted</source>
        <translation>&apos;%1&apos; ist ein Katalogeintrag und kann nicht gelöscht werden</translation>
    </message>
    <message>
        <source>cannot delete &apos;%1&apos;</source>
        <translation>&apos;%1&apos; kann nicht gelöscht werden</translation>
    </message>
    <message>
        <source>no free id for a copy of &apos;%1&apos;</source>
        <translation>keine freie ID für eine Kopie von &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no GPU profile &apos;%1&apos;</source>
        <translation>kein GPU-Profil &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>no model &apos;%1&apos;</source>
        <translation>kein Modell &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot lock the catalog</source>
        <translation>der Katalog kann nicht gesperrt werden</translation>
    </message>
</context>
<context>
    <name>roofline::storage::Query</name>
    <message>
        <source>the connection to the server was lost</source>
        <translation>Die Verbindung zum Server ist abgebrochen</translation>
    </message>
    <message>
        <source>not connected to the server</source>
        <translation>nicht mit dem Server verbunden</translation>
    </message>
    <message>
        <source>text holding U+0000 (NUL) cannot be stored in PostgreSQL</source>
        <translation>Text mit U+0000 (NUL) kann in PostgreSQL nicht gespeichert werden</translation>
    </message>
</context>
<context>
    <name>roofline::storage::RunRepository</name>
    <message>
        <source>a run with uuid %1 is already stored</source>
        <translation>ein Messlauf mit der UUID %1 ist bereits gespeichert</translation>
    </message>
    <message>
        <source>cannot read run %1</source>
        <translation>Messlauf %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>no run %1</source>
        <translation>kein Messlauf %1</translation>
    </message>
    <message>
        <source>run %1 is already finished</source>
        <translation>Messlauf %1 ist bereits beendet</translation>
    </message>
    <message>
        <source>cannot finish run %1</source>
        <translation>Messlauf %1 kann nicht abgeschlossen werden</translation>
    </message>
    <message>
        <source>cannot read unfinished runs</source>
        <translation>unbeendete Messläufe können nicht gelesen werden</translation>
    </message>
    <message>
        <source>interrupted: the process storing this run ended before it finished; the measurements stored before that are kept</source>
        <translation>unterbrochen: Der Prozess, der diesen Messlauf speicherte, endete vorzeitig; die bis dahin gespeicherten Messwerte bleiben erhalten</translation>
    </message>
    <message>
        <source>cannot list runs</source>
        <translation>Messläufe können nicht aufgelistet werden</translation>
    </message>
    <message>
        <source>cannot count runs</source>
        <translation>Messläufe können nicht gezählt werden</translation>
    </message>
    <message>
        <source>cannot read the measurements of run %1</source>
        <translation>die Messwerte von Messlauf %1 können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot look up run %1</source>
        <translation>Messlauf %1 kann nicht nachgeschlagen werden</translation>
    </message>
    <message>
        <source>no run &apos;%1&apos; (give the run&apos;s number or its uuid; &apos;roofline runs list&apos; shows them)</source>
        <translation>kein Messlauf &apos;%1&apos; (geben Sie die Nummer oder die UUID des Messlaufs an; &apos;roofline runs list&apos; zeigt sie)</translation>
    </message>
    <message>
        <source>cannot delete run %1</source>
        <translation>Messlauf %1 kann nicht gelöscht werden</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>cannot tag run %1</source>
        <translation>Messlauf %1 kann kein Tag erhalten</translation>
    </message>
    <message>
        <source>cannot untag run %1</source>
        <translation>Tag von Messlauf %1 kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>cannot update run %1</source>
        <translation>Messlauf %1 kann nicht aktualisiert werden</translation>
    </message>
    <message>
        <source>run %1 is already stored with other measurements (stored: %2, this file: %3; they differ at measurement %4); nothing was changed</source>
        <translation>Messlauf %1 ist bereits mit anderen Messungen gespeichert (gespeichert: %2, diese Datei: %3; sie unterscheiden sich bei Messung %4); nichts wurde geändert</translation>
    </message>
    <message>
        <source>run %1: the database holds %2 of the %3 measurements it lists; the database is damaged, restore it from a backup</source>
        <translation>Messlauf %1: Die Datenbank enthält %2 der %3 Messungen, die sie aufführt; die Datenbank ist beschädigt, stellen Sie sie aus einer Sicherung wieder her</translation>
    </message>
    <message>
        <source>run %1 holds %2 measurements; cannot add measurement %3 after them</source>
        <translation>Messlauf %1 enthält %2 Messungen; Messung %3 kann nicht dahinter angefügt werden</translation>
    </message>
    <message>
        <source>run %1 is already finished (%2)</source>
        <translation>Messlauf %1 ist bereits beendet (%2)</translation>
    </message>
    <message>
        <source>run %1 is damaged</source>
        <translation>Messlauf %1 ist beschädigt</translation>
    </message>
    <message>
        <source>the database holds %1 of its %2 measurements; the database file is damaged, restore it from a backup (for SQLite, &apos;sqlite3 FILE &quot;.recover&quot;&apos; may save what is left)</source>
        <translation>Die Datenbank enthält %1 seiner %2 Messungen; die Datenbankdatei ist beschädigt, stellen Sie sie aus einer Sicherung wieder her (bei SQLite kann &apos;sqlite3 DATEI &quot;.recover&quot;&apos; retten, was übrig ist)</translation>
    </message>
    <message>
        <source>run %1 has %2 tags already, the most a run may have</source>
        <translation>Messlauf %1 hat bereits %2 Tags, die Höchstzahl für einen Messlauf</translation>
    </message>
    <message>
        <source>%1 tags; a run may have at most %2</source>
        <translation>%1 Tags; ein Messlauf darf höchstens %2 haben</translation>
    </message>
    <message>
        <source>measurement %1 no longer matches the checksum stored with it (its bytes changed after it was written); restore the database from a backup</source>
        <translation>Messung %1 passt nicht mehr zur mit ihr gespeicherten Prüfsumme (ihre Bytes änderten sich nach dem Schreiben); stellen Sie die Datenbank aus einer Sicherung wieder her</translation>
    </message>
    <message>
        <source>cannot store the heartbeat of run %1</source>
        <translation>das Lebenszeichen von Lauf %1 kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>cannot store the heartbeat of the running runs</source>
        <translation>das Lebenszeichen der laufenden Läufe kann nicht gespeichert werden</translation>
    </message>
</context>
<context>
    <name>roofline::storage::RunRows</name>
    <message>
        <source>abandoned: the process storing it has not renewed its heartbeat for longer than the lease (%1 s): it was killed or its machine went down; the measurements it stored are kept</source>
        <translation>verwaist: der Prozess, der ihn speicherte, hat sein Lebenszeichen länger als die Frist (%1 s) nicht erneuert: er wurde beendet oder seine Maschine fiel aus; die gespeicherten Messwerte bleiben erhalten</translation>
    </message>
</context>
<context>
    <name>roofline::storage::RunSync</name>
    <message>
        <source>%1: cannot read run %2: %3</source>
        <translation>%1: Messlauf %2 kann nicht gelesen werden: %3</translation>
    </message>
    <message>
        <source>%1
%2 run(s) were copied before this error; run the same sync again to copy the rest</source>
        <translation>%1
Vor diesem Fehler wurden %2 Messläufe kopiert; führen Sie dieselbe Synchronisierung erneut aus, um den Rest zu kopieren</translation>
    </message>
    <message>
        <source>cannot list runs</source>
        <translation>Messläufe können nicht aufgelistet werden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>roofline::storage::RunWriter</name>
    <message>
        <source>cannot store the run %1</source>
        <translation>der Messlauf %1 kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>cannot store the tags of run %1</source>
        <translation>die Tags von Messlauf %1 können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>cannot read the measurement series</source>
        <translation>die Messreihen können nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot store the measurement series</source>
        <translation>die Messreihen können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>cannot store measurements %1–%2 of run %3</source>
        <translation>Messwerte %1–%2 von Messlauf %3 können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>cannot update run %1</source>
        <translation>Messlauf %1 kann nicht aktualisiert werden</translation>
    </message>
    <message>
        <source>run %1: must not contain U+0000 (NUL)</source>
        <translation>Messlauf %1: darf kein U+0000 (NUL) enthalten</translation>
    </message>
    <message>
        <source>must not contain U+0000 (NUL)</source>
        <translation>darf kein U+0000 (NUL) enthalten</translation>
    </message>
</context>
<context>
    <name>roofline::storage::SqlDialect</name>
    <message>
        <source>%1: not a usable PostgreSQL URL: %2 (expected postgresql://user@host:port/dbname)</source>
        <translation>%1: keine verwendbare PostgreSQL-URL: %2 (erwartet: postgresql://user@host:port/dbname)</translation>
    </message>
    <message>
        <source>no host</source>
        <translation>kein Host</translation>
    </message>
    <message>
        <source>no database name</source>
        <translation>kein Datenbankname</translation>
    </message>
    <message>
        <source>schema must be a lower-case SQL name</source>
        <translation>schema muss ein SQL-Name in Kleinbuchstaben sein</translation>
    </message>
    <message>
        <source>unsupported option &apos;%1&apos; (use schema, sslmode, connect_timeout, application_name or sslrootcert)</source>
        <translation>nicht unterstützte Option &apos;%1&apos; (verwenden Sie schema, sslmode, connect_timeout, application_name oder sslrootcert)</translation>
    </message>
    <message>
        <source>it does not parse (check the port, and percent-encode &apos;@&apos;, &apos;:&apos; and &apos;/&apos; inside the user name or password)</source>
        <translation>sie lässt sich nicht zerlegen (prüfen Sie den Port und kodieren Sie „@“, „:“ und „/“ im Benutzernamen oder Passwort mit Prozentzeichen)</translation>
    </message>
    <message>
        <source>unsupported scheme &apos;%1&apos;; a database is a file path or a postgresql:// URL</source>
        <translation>nicht unterstütztes Schema „%1“; eine Datenbank ist ein Dateipfad oder eine postgresql://-URL</translation>
    </message>
    <message>
        <source>the &apos;//&apos; after &apos;%1:&apos; is missing</source>
        <translation>das „//“ nach „%1:“ fehlt</translation>
    </message>
    <message>
        <source>the &apos;:&apos; after &apos;%1&apos; is missing</source>
        <translation>der &apos;:&apos; nach &apos;%1&apos; fehlt</translation>
    </message>
    <message>
        <source>it names a user and password like a URL but has no scheme</source>
        <translation>es nennt Benutzer und Passwort wie eine URL, hat aber kein Schema</translation>
    </message>
</context>
<context>
    <name>roofline::storage::Transaction</name>
    <message>
        <source>cannot be opened</source>
        <translation>kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>cannot start a write transaction</source>
        <translation>eine Schreibtransaktion kann nicht gestartet werden</translation>
    </message>
    <message>
        <source>cannot commit, nothing was changed</source>
        <translation>Commit nicht möglich, es wurde nichts geändert</translation>
    </message>
    <message>
        <source>cannot be written</source>
        <translation>kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>roofline::ui::CalculatorGroupTable</name>
    <message>
        <source>Kernel group</source>
        <translation>Kernel-Gruppe</translation>
    </message>
    <message>
        <source>Time (share)</source>
        <translation>Zeit (Anteil)</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Begrenzung</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <source>Launches</source>
        <translation>Launches</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Bytes the group moves ÷ effective bandwidth.</source>
        <translation>Bytes, die die Gruppe bewegt ÷ effektive Bandbreite.</translation>
    </message>
    <message>
        <source>FLOPs ÷ effective peak of the format the group multiplies in.</source>
        <translation>FLOPs ÷ effektiver Spitzenwert des Formats, in dem die Gruppe multipliziert.</translation>
    </message>
    <message>
        <source>Kernel launches × per-launch cost.</source>
        <translation>Kernel-Launches × Kosten pro Launch.</translation>
    </message>
    <message>
        <source>Tensor-parallel all-reduce bytes ÷ link bandwidth (with more than one GPU).</source>
        <translation>Bytes der tensor-parallelen All-Reduces ÷ Verbindungsbandbreite (bei mehr als einer GPU).</translation>
    </message>
    <message>
        <source>The largest of the group&apos;s clocks: its time when the groups run one after another.</source>
        <translation>Der längste Takt der Gruppe: ihre Zeit, wenn die Gruppen nacheinander laufen.</translation>
    </message>
    <message>
        <source>Each kernel group at its own bound. Their sum is the step time when the kernels run one after another; the overlapped bound takes the largest clock over the whole step and can only be shorter.</source>
        <translation>Jede Kernel-Gruppe an ihrer eigenen Grenze. Ihre Summe ist die Schrittzeit, wenn die Kernel nacheinander laufen; die überlappende Schranke nimmt den längsten Takt über den ganzen Schritt und kann nur kürzer sein.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>The groups one after another: the grouped step time.</source>
        <translation>Die Gruppen nacheinander: die gruppierte Schrittzeit.</translation>
    </message>
    <message>
        <source>The bound of the groups that take the largest share of the step.</source>
        <translation>Die Begrenzung der Gruppen, die den größten Anteil des Schritts beanspruchen.</translation>
    </message>
</context>
<context>
    <name>roofline::ui::CalculatorMeasuredPanel</name>
    <message>
        <source>Measured on this device</source>
        <translation>Auf diesem Gerät gemessen</translation>
    </message>
    <message>
        <source>The step the chosen run measured for this model, format, batch and context (roofline probe --llm MODEL), beside the analytic step on the same run&apos;s ceilings.</source>
        <translation>Der Schritt, den der gewählte Messlauf für dieses Modell, Format, diesen Batch und Kontext gemessen hat (roofline probe --llm MODELL), neben dem analytischen Schritt auf den Obergrenzen desselben Messlaufs.</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <source>Kernel efficiency</source>
        <translation>Kernel-Effizienz</translation>
    </message>
    <message>
        <source>Memory→compute</source>
        <translation>Speicher→Rechnen</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2, context %3, %n sample(s)</source>
        <translation>
            <numerusform>%1 %2, Kontext %3, %n Stichprobe</numerusform>
            <numerusform>%1 %2, Kontext %3, %n Stichproben</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 measured (min %2, max %3, CoV %4 %) · analytic %5</source>
        <translation>%1 gemessen (min. %2, max. %3, VK %4 %) · analytisch %5</translation>
    </message>
    <message>
        <source>%1 measured · analytic %2</source>
        <translation>%1 gemessen · analytisch %2</translation>
    </message>
    <message>
        <source>%1 (%2 of the time in memory-bound kernels); %3 of the run&apos;s DRAM bandwidth, MFU %4</source>
        <translation>%1 (%2 der Zeit in speichergebundenen Kernels); %3 der DRAM-Bandbreite des Messlaufs, MFU %4</translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>Batch %1</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>nicht erreicht</translation>
    </message>
    <message numerus="yes">
        <source>measured at %1 (%n batch(es) measured), analytic at %2</source>
        <translation>
            <numerusform>gemessen bei %1 (%n Batch gemessen), analytisch bei %2</numerusform>
            <numerusform>gemessen bei %1 (%n Batches gemessen), analytisch bei %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Not measured: %1</source>
        <translation>Nicht gemessen: %1</translation>
    </message>
    <message>
        <source>%1 of the analytic step at 100 %; by kernel group: bandwidth %2, compute %3</source>
        <translation>%1 des analytischen Schritts bei 100 %; je Kernel-Gruppe: Bandbreite %2, Rechnen %3</translation>
    </message>
    <message>
        <source>%1 of the analytic step at 100 %; by kernel group: bandwidth %2 (no compute-bound group measured)</source>
        <translation>%1 des analytischen Schritts bei 100 %; je Kernel-Gruppe: Bandbreite %2 (keine rechengebundene Gruppe gemessen)</translation>
    </message>
    <message>
        <source>%1 of the analytic step at 100 %; by kernel group: compute %2 (no memory-bound group measured)</source>
        <translation>%1 des analytischen Schritts bei 100 %; je Kernel-Gruppe: Rechnen %2 (keine speichergebundene Gruppe gemessen)</translation>
    </message>
    <message>
        <source>%1 of the analytic step at 100 %</source>
        <translation>%1 des analytischen Schritts bei 100 %</translation>
    </message>
    <message>
        <source>%1 (%2 of the time in memory-bound kernels); %3 of the memory read it measured (%5), MFU %4</source>
        <translation>%1 (%2 der Zeit in speichergebundenen Kernels); %3 des gemessenen Speicherlesens (%5), MFU %4</translation>
    </message>
</context>
<context>
    <name>roofline::ui::CalculatorPage</name>
    <message>
        <source>Configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>&amp;Modell</translation>
    </message>
    <message>
        <source>&amp;GPU</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>Decode</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <source>Decode makes one token per sequence per step and re-reads every weight: memory-bound. Prefill processes the whole prompt at once and reuses each weight across it: usually compute-bound.</source>
        <translation>Decode erzeugt pro Schritt ein Token pro Sequenz und liest jedes Gewicht erneut: speichergebunden. Prefill verarbeitet den ganzen Prompt auf einmal und verwendet jedes Gewicht darüber hinweg wieder: meist rechengebunden.</translation>
    </message>
    <message>
        <source>&amp;Phase</source>
        <translation>&amp;Phase</translation>
    </message>
    <message>
        <source>&amp;Weights</source>
        <translation>Ge&amp;wichte</translation>
    </message>
    <message>
        <source>&amp;KV cache</source>
        <translation>&amp;KV-Cache</translation>
    </message>
    <message>
        <source>&amp;Activations</source>
        <translation>&amp;Aktivierungen</translation>
    </message>
    <message>
        <source>Sequences processed at once. A bigger batch reuses each weight load across more tokens, raising arithmetic intensity.</source>
        <translation>Gleichzeitig verarbeitete Sequenzen. Ein größerer Batch verwendet jedes geladene Gewicht für mehr Tokens wieder und erhöht so die arithmetische Intensität.</translation>
    </message>
    <message>
        <source>&amp;Batch size</source>
        <translation>&amp;Batchgröße</translation>
    </message>
    <message>
        <source>&amp;Context (tokens)</source>
        <translation>Konte&amp;xt (Tokens)</translation>
    </message>
    <message>
        <source>Fraction of peak bandwidth the kernels reach. Effective bandwidth = efficiency × peak, so memory-bound time scales by 1/efficiency.</source>
        <translation>Anteil der Spitzenbandbreite, den die Kernels erreichen. Effektive Bandbreite = Effizienz × Spitzenwert, daher skaliert die speichergebundene Zeit mit 1/Effizienz.</translation>
    </message>
    <message>
        <source>%1 (measured)</source>
        <translation>%1 (gemessen)</translation>
    </message>
    <message>
        <source>Choose a model and a GPU.</source>
        <translation>Wählen Sie ein Modell und eine GPU.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>spec</source>
        <translation>Datenblatt</translation>
    </message>
    <message>
        <source>%1 b%2</source>
        <translation>%1 b%2</translation>
    </message>
    <message>
        <source>operating point</source>
        <translation>Betriebspunkt</translation>
    </message>
    <message>
        <source>%1 at %2 FLOP/byte: %3 (%4 % of the roof above it)</source>
        <translation>%1 bei %2 FLOP/byte: %3 (%4 % des darüberliegenden Dachs)</translation>
    </message>
    <message>
        <source>&amp;Roofline</source>
        <translation>&amp;Roofline</translation>
    </message>
    <message>
        <source>Where the configured step sits under the roofs of the GPU(s).</source>
        <translation>Wo der konfigurierte Schritt unter den Dächern der GPU(s) liegt.</translation>
    </message>
    <message>
        <source>S&amp;weep</source>
        <translation>&amp;Sweep</translation>
    </message>
    <message>
        <source>Throughput and latency across a range of batch sizes or context lengths, with every other input as set.</source>
        <translation>Durchsatz und Latenz über einen Bereich von Batchgrößen oder Kontextlängen, alle übrigen Eingaben wie eingestellt.</translation>
    </message>
    <message>
        <source>Compare &amp;with</source>
        <translation>Verg&amp;leichen mit</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>%1, %2, batch %3, context %4</source>
        <translation>%1, %2, Batch %3, Kontext %4</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>Decode</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <source>operating point on %1</source>
        <translation>Betriebspunkt auf %1</translation>
    </message>
    <message>
        <source>The format each tensor is stored in and the arithmetic runs in (docs/model/precision.md): quantised checkpoints keep embedding, lm_head and KV cache in the model&apos;s dtype.</source>
        <translation>Das Format, in dem jeder Tensor gespeichert ist und in dem gerechnet wird (docs/model/precision.md): quantisierte Checkpoints behalten Embedding, lm_head und KV-Cache im Datentyp des Modells.</translation>
    </message>
    <message>
        <source>&amp;Kernel groups</source>
        <translation>&amp;Kernel-Gruppen</translation>
    </message>
    <message>
        <source>The step kernel group by kernel group, each at its own bound, and their sum.</source>
        <translation>Der Schritt Kernel-Gruppe für Kernel-Gruppe, jede an ihrer eigenen Grenze, und ihre Summe.</translation>
    </message>
    <message>
        <source>The LLM. Its architecture sets the weight bytes streamed per step, the FLOPs per token, and the KV-cache size (layers × KV heads × head size). &quot;N parameters&quot; is the seeds&apos; model: every weight read once, two FLOPs per weight and token.</source>
        <translation>Das LLM. Seine Architektur bestimmt die pro Schritt gestreamten Gewichtsbytes, die FLOPs pro Token und die KV-Cache-Größe (Layer × KV-Köpfe × Kopfgröße). „N Parameter“ ist das Modell der Seeds: jedes Gewicht einmal gelesen, zwei FLOPs pro Gewicht und Token.</translation>
    </message>
    <message>
        <source> B</source>
        <translation> Mrd.</translation>
    </message>
    <message>
        <source>Parameters in billions: 8 reads 16 GB per decode step in bf16, 4.78 ms on an H100&apos;s 3.35 TB/s.</source>
        <translation>Parameter in Milliarden: 8 liest in bf16 pro Decode-Schritt 16 GB, 4,78 ms bei den 3,35 TB/s einer H100.</translation>
    </message>
    <message>
        <source>no layers</source>
        <translation>keine Layer</translation>
    </message>
    <message>
        <source>Layers, to count the KV cache and the kernel launches; 0 leaves both out, as the seeds&apos; formula does.</source>
        <translation>Layer, um KV-Cache und Kernel-Launches zu zählen; 0 lässt beides weg, wie die Formel der Seeds.</translation>
    </message>
    <message>
        <source>no width</source>
        <translation>keine Breite</translation>
    </message>
    <message>
        <source>Hidden size d_model: the KV cache holds 2 · layers · d_model values per token (no grouped-query sharing).</source>
        <translation>Versteckte Größe d_model: der KV-Cache hält 2 · Layer · d_model Werte pro Token (ohne Grouped-Query-Teilung).</translation>
    </message>
    <message>
        <source>&amp;Parameters</source>
        <translation>&amp;Parameter</translation>
    </message>
    <message>
        <source>The accelerator: its peak compute (FLOP/s) and memory bandwidth set the two roofs. Measured profiles and stored runs use what a run achieved.</source>
        <translation>Der Beschleuniger: seine Spitzenrechenleistung (FLOP/s) und Speicherbandbreite bilden die beiden Dächer. Gemessene Profile und gespeicherte Messläufe verwenden, was ein Messlauf erreicht hat.</translation>
    </message>
    <message>
        <source>A second GPU (catalog, user or measured profile, or a stored run) evaluated with the same inputs: the results show both side by side with their ratio, and the charts overlay both.</source>
        <translation>Eine zweite GPU (Katalog-, Benutzer- oder gemessenes Profil oder ein gespeicherter Messlauf), mit denselben Eingaben ausgewertet: die Ergebnisse zeigen beide nebeneinander mit ihrem Verhältnis, die Diagramme überlagern beide.</translation>
    </message>
    <message>
        <source>checkpoint&apos;s</source>
        <translation>des Checkpoints</translation>
    </message>
    <message>
        <source>Storage format of the linear layers (attention and feed-forward). A narrower format quantises only them, as AWQ, GPTQ and FP8 checkpoints do: embedding, lm_head and norms stay in the model&apos;s 16-bit dtype. fp32/fp16/bf16 recast the whole model. &quot;checkpoint&apos;s&quot; is how the model is published (bf16; fp8 for DeepSeek-V3, MXFP4 experts for GPT-OSS).</source>
        <translation>Speicherformat der linearen Layer (Attention und Feed-Forward). Ein schmaleres Format quantisiert nur sie, wie AWQ-, GPTQ- und FP8-Checkpoints: Embedding, lm_head und Normierungen bleiben im 16-Bit-Datentyp des Modells. fp32/fp16/bf16 wandeln das ganze Modell um. „des Checkpoints“ ist das Format, in dem das Modell veröffentlicht ist (bf16; fp8 bei DeepSeek-V3, MXFP4-Experten bei GPT-OSS).</translation>
    </message>
    <message>
        <source>model&apos;s dtype</source>
        <translation>Datentyp des Modells</translation>
    </message>
    <message>
        <source>Format of the KV cache, which decode re-reads in full every step. By default the model&apos;s dtype, as serving engines&apos; kv_cache_dtype &quot;auto&quot;; fp8 halves it.</source>
        <translation>Format des KV-Caches, den Decode in jedem Schritt vollständig neu liest. Standard ist der Datentyp des Modells, wie kv_cache_dtype „auto“ der Serving-Engines; fp8 halbiert ihn.</translation>
    </message>
    <message>
        <source>Format of the tensors between kernels. The GEMMs multiply in the wider of weights and activations, except fp8/fp4 weights on a GPU with that tensor rate (W8A8-FP8); integer arithmetic only when activations are integer too.</source>
        <translation>Format der Tensoren zwischen den Kerneln. Die GEMMs multiplizieren im breiteren Format von Gewichten und Aktivierungen, außer fp8/fp4-Gewichten auf einer GPU mit dieser Tensorrate (W8A8-FP8); Ganzzahlarithmetik nur, wenn auch die Aktivierungen ganzzahlig sind.</translation>
    </message>
    <message>
        <source>Decode: tokens already in the sequence, whose KV cache every step re-reads (windowed layers only their window). Prefill: the prompt length.</source>
        <translation>Decode: Token, die bereits in der Sequenz sind und deren KV-Cache jeder Schritt neu liest (Layer mit Fenster nur ihr Fenster). Prefill: die Prompt-Länge.</translation>
    </message>
    <message>
        <source>Key/value heads per layer: fewer shrink the KV cache proportionally. In the GQA paper (Ainslie et al., 2023) the number of groups G is this number of key/value heads: GQA-1 is multi-query attention, GQA-H (one per query head) is multi-head attention. Each key/value head serves H / G query heads.</source>
        <translation>Key/Value-Köpfe pro Layer: weniger verkleinern den KV-Cache proportional. Im GQA-Paper (Ainslie et al., 2023) ist die Zahl der Gruppen G diese Zahl der Key/Value-Köpfe: GQA-1 ist Multi-Query-Attention, GQA-H (einer pro Query-Kopf) Multi-Head-Attention. Jeder Key/Value-Kopf bedient H / G Query-Köpfe.</translation>
    </message>
    <message>
        <source>KV &amp;heads (GQA groups)</source>
        <translation>KV-&amp;Köpfe (GQA-Gruppen)</translation>
    </message>
    <message>
        <source>Tensor parallelism: GPUs the model is split over. Each holds and reads its share of the weights and KV heads; every layer all-reduces twice over the GPU&apos;s peer link (NVLink, else PCIe).</source>
        <translation>Tensor-Parallelität: GPUs, auf die das Modell aufgeteilt wird. Jede hält und liest ihren Anteil an Gewichten und KV-Köpfen; jeder Layer führt zwei All-Reduces über die Peer-Verbindung der GPU aus (NVLink, sonst PCIe).</translation>
    </message>
    <message>
        <source>&amp;Tensor parallel (GPUs)</source>
        <translation>&amp;Tensor-parallel (GPUs)</translation>
    </message>
    <message>
        <source>Bandwidth &amp;efficiency</source>
        <translation>Bandbreiten-&amp;Effizienz</translation>
    </message>
    <message>
        <source>Fraction of peak FLOP/s the kernels reach (model FLOPs utilisation). Compute-bound time scales by 1/efficiency; the ridge point moves with it.</source>
        <translation>Anteil der Spitzen-FLOP/s, den die Kernel erreichen (Model FLOPs Utilisation). Rechengebundene Zeit skaliert mit 1/Effizienz; der Kammpunkt verschiebt sich mit.</translation>
    </message>
    <message>
        <source>Compute e&amp;fficiency (MFU)</source>
        <translation>Rechene&amp;ffizienz (MFU)</translation>
    </message>
    <message>
        <source>N parameters (generic)</source>
        <translation>N Parameter (generisch)</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <translation>%1 (eigenes)</translation>
    </message>
    <message>
        <source>%1, measured</source>
        <translation>%1, gemessen</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 Parameter</translation>
    </message>
    <message>
        <source>model&apos;s own (%1)</source>
        <translation>wie im Modell (%1)</translation>
    </message>
    <message>
        <source>latent (MLA)</source>
        <translation>Latent (MLA)</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>entfällt</translation>
    </message>
    <message>
        <source>%1 query heads per KV head</source>
        <translation>%1 Query-Köpfe pro KV-Kopf</translation>
    </message>
    <message>
        <source>Reading the measured ceilings of %1…</source>
        <translation>Gemessene Obergrenzen von %1 werden gelesen…</translation>
    </message>
    <message>
        <source>%1 query heads cannot be shared evenly by %2 key/value heads.</source>
        <translation>%1 Query-Köpfe lassen sich nicht gleichmäßig auf %2 Key/Value-Köpfe verteilen.</translation>
    </message>
    <message>
        <source>reading its measured ceilings…</source>
        <translation>seine gemessenen Obergrenzen werden gelesen…</translation>
    </message>
    <message>
        <source>Attention weights %1, feed-forward %2, embedding %3, lm_head %4, KV cache %5, activations %6; GEMMs in %7, attention scores in %8.</source>
        <translation>Attention-Gewichte %1, Feed-Forward %2, Embedding %3, lm_head %4, KV-Cache %5, Aktivierungen %6; GEMMs in %7, Attention-Scores in %8.</translation>
    </message>
    <message>
        <source>%1 at %2 % / %3 % efficiency</source>
        <translation>%1 bei %2 % / %3 % Effizienz</translation>
    </message>
    <message>
        <source>achieved at %1 % bandwidth, %2 % compute efficiency</source>
        <translation>erreicht bei %1 % Bandbreiten-, %2 % Recheneffizienz</translation>
    </message>
    <message>
        <source>%1 (measured, %2): %3 per call, %4 at %5 FLOP/byte, %6 of its roof in the run</source>
        <translation>%1 (gemessen, %2): %3 pro Aufruf, %4 bei %5 FLOP/byte, %6 seines Dachs im Messlauf</translation>
    </message>
    <message>
        <source>Kernel efficiency: mea&amp;sured</source>
        <translation>Kernel-Effizienz: gemesse&amp;n</translation>
    </message>
    <message>
        <source>the hardware is not a stored run; choose a run that measured this model&apos;s step (roofline probe --llm MODEL)</source>
        <translation>die Hardware ist kein gespeicherter Messlauf; wählen Sie einen Messlauf, der den Schritt dieses Modells gemessen hat (roofline probe --llm MODELL)</translation>
    </message>
    <message>
        <source>Use the efficiencies the run&apos;s kernels reached instead of the typed ones: each measured kernel group on its own bound side, memory-bound groups giving the bandwidth efficiency, compute-bound ones the MFU.</source>
        <translation>Die Effizienzen, die die Kernels des Messlaufs erreicht haben, statt der eingegebenen verwenden: jede gemessene Kernel-Gruppe an ihrer eigenen Grenze; speichergebundene Gruppen ergeben die Bandbreiteneffizienz, rechengebundene die MFU.</translation>
    </message>
    <message>
        <source>Not available: %1.</source>
        <translation>Nicht verfügbar: %1.</translation>
    </message>
    <message>
        <source>%1 % (measured)</source>
        <translation>%1 % (gemessen)</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1. It splits over %2 GPUs.</source>
        <translation>%1. Aufteilbar auf %2 GPUs.</translation>
    </message>
</context>
<context>
    <name>roofline::ui::CalculatorResultPanel</name>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation>Verhältnis</translation>
    </message>
    <message>
        <source>The compared GPU&apos;s value divided by the first GPU&apos;s. For throughput above 1 is faster; for times below 1 is faster.</source>
        <translation>Der Wert der Vergleichs-GPU geteilt durch den der ersten GPU. Beim Durchsatz ist über 1 schneller, bei Zeiten unter 1.</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Arithmetic intensity</source>
        <translation>Arithmetische Intensität</translation>
    </message>
    <message>
        <source>Ridge point</source>
        <translation>Kammpunkt</translation>
    </message>
    <message>
        <source>KV cache vs weights</source>
        <translation>KV-Cache vs. Gewichte</translation>
    </message>
    <message>
        <source>Effective bandwidth</source>
        <translation>Effektive Bandbreite</translation>
    </message>
    <message>
        <source>Memory / compute / launches</source>
        <translation>Speicher / Rechenleistung / Launches</translation>
    </message>
    <message>
        <source>Time per token</source>
        <translation>Zeit pro Token</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>Compute utilisation</source>
        <translation>Rechenauslastung</translation>
    </message>
    <message>
        <source>With CUDA Graphs</source>
        <translation>Mit CUDA Graphs</translation>
    </message>
    <message>
        <source>Memory needed</source>
        <translation>Benötigter Speicher</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
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
        <translation>%1 pro Schritt</translation>
    </message>
    <message>
        <source>%1 of %2: fits</source>
        <translation>%1 von %2: passt</translation>
    </message>
    <message>
        <source>%1 of %2: does not fit</source>
        <translation>%1 von %2: passt nicht</translation>
    </message>
    <message>
        <source>Step, kernel by kernel</source>
        <translation>Schritt, Kernel für Kernel</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>The step when its kernel groups run one after another, each at its own bound (the Kernel groups tab): %1 % of it in %2 groups. The time per token above is the overlapped bound: the largest clock over the whole step.</source>
        <translation>Der Schritt, wenn seine Kernel-Gruppen nacheinander laufen, jede an ihrer eigenen Grenze (Reiter Kernel-Gruppen): %1 % davon in Gruppen mit %2. Die Zeit pro Token oben ist die überlappende Schranke: der längste Takt über den ganzen Schritt.</translation>
    </message>
    <message>
        <source>not for a CPU</source>
        <translation>entfällt bei einer CPU</translation>
    </message>
    <message>
        <source>CUDA Graphs replay a GPU&apos;s kernel launches at a lower cost per kernel; a CPU step launches no kernels, so there is nothing to replay.</source>
        <translation>CUDA Graphs spielen die Kernel-Starts einer GPU mit geringeren Kosten pro Kernel erneut ab; ein CPU-Schritt startet keine Kernel, es gibt also nichts abzuspielen.</translation>
    </message>
</context>
<context>
    <name>roofline::ui::CalculatorSources</name>
    <message>
        <source>No database: measured runs are not available.</source>
        <translation>Keine Datenbank: gespeicherte Messläufe sind nicht verfügbar.</translation>
    </message>
</context>
<context>
    <name>roofline::ui::CalculatorSweepPanel</name>
    <message>
        <source>Batch size</source>
        <translation>Batchgröße</translation>
    </message>
    <message>
        <source>Context length</source>
        <translation>Kontextlänge</translation>
    </message>
    <message>
        <source>The input the sweep varies along the x axis; every other input stays as set on the left. Batch raises throughput until compute is the limit; context adds KV-cache traffic that every decode step re-reads.</source>
        <translation>Die Eingabe, die der Sweep entlang der x-Achse variiert; alle übrigen Eingaben bleiben wie links eingestellt. Der Batch erhöht den Durchsatz, bis die Rechenleistung zur Grenze wird; der Kontext fügt KV-Cache-Verkehr hinzu, den jeder Decode-Schritt erneut liest.</translation>
    </message>
    <message>
        <source>S&amp;weep</source>
        <translation>&amp;Sweep</translation>
    </message>
    <message>
        <source>First value of the sweep. Points are spaced evenly on a log scale, so small values get as many points as large ones.</source>
        <translation>Erster Wert des Sweeps. Die Punkte sind auf einer logarithmischen Skala gleichmäßig verteilt, sodass kleine Werte ebenso viele Punkte erhalten wie große.</translation>
    </message>
    <message>
        <source>&amp;from</source>
        <translation>&amp;von</translation>
    </message>
    <message>
        <source>Last value of the sweep. Context defaults to the model&apos;s trained maximum; beyond it the model was not trained.</source>
        <translation>Letzter Wert des Sweeps. Für den Kontext ist der Standard das trainierte Maximum des Modells; darüber hinaus wurde das Modell nicht trainiert.</translation>
    </message>
    <message>
        <source>&amp;to</source>
        <translation>b&amp;is</translation>
    </message>
    <message>
        <source>&amp;Default range</source>
        <translation>S&amp;tandardbereich</translation>
    </message>
    <message>
        <source>Batch 1 to 1024, or context 128 to the model&apos;s trained maximum.</source>
        <translation>Batch 1 bis 1024 oder Kontext 128 bis zum trainierten Maximum des Modells.</translation>
    </message>
    <message>
        <source>Choose a model and a GPU.</source>
        <translation>Wählen Sie ein Modell und eine GPU.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 throughout</source>
        <translation>%1 im gesamten Bereich</translation>
    </message>
    <message>
        <source>does not fit in %1 from %2 %3</source>
        <translation>passt ab %2 %3 nicht in %1</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>Decode</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>Prefill</translation>
    </message>
    <message>
        <source>%1, %2 at context %3</source>
        <translation>%1, %2 bei Kontext %3</translation>
    </message>
    <message>
        <source>%1, %2 at batch %3</source>
        <translation>%1, %2 bei Batch %3</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>measured: compute-bound from batch %1</source>
        <translation>gemessen: rechengebunden ab Batch %1</translation>
    </message>
    <message numerus="yes">
        <source>measured: %n batch(es), no memory→compute flip among them</source>
        <translation>
            <numerusform>gemessen: %n Batch, kein Wechsel Speicher→Rechnen darunter</numerusform>
            <numerusform>gemessen: %n Batches, kein Wechsel Speicher→Rechnen darunter</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ui::ComparePage</name>
    <message>
        <source>Runs to compare</source>
        <translation>Zu vergleichende Messläufe</translation>
    </message>
    <message>
        <source>This &amp;node over time</source>
        <translation>Dieser &amp;Knoten im Zeitverlauf</translation>
    </message>
    <message>
        <source>&amp;Baseline</source>
        <translation>&amp;Referenz</translation>
    </message>
    <message>
        <source>Only &amp;significant changes</source>
        <translation>Nur &amp;signifikante Änderungen</translation>
    </message>
    <message>
        <source>Hide the rows where every run is within noise of the baseline.</source>
        <translation>Die Zeilen ausblenden, in denen jeder Messlauf im Rauschen der Referenz liegt.</translation>
    </message>
    <message>
        <source>No runs stored yet: measure one on the Probe page or import a bundle in History.</source>
        <translation>Noch keine Messläufe gespeichert: Messen Sie einen auf der Seite Messen oder importieren Sie ein Bundle im Verlauf.</translation>
    </message>
    <message>
        <source>Tick two or more runs</source>
        <translation>Haken Sie zwei oder mehr Messläufe an</translation>
    </message>
    <message>
        <source>Tick two or more runs to compare them.</source>
        <translation>Haken Sie zwei oder mehr Messläufe an, um sie zu vergleichen.</translation>
    </message>
    <message>
        <source>Compare at most %1 runs at once.</source>
        <translation>Vergleichen Sie höchstens %1 Messläufe auf einmal.</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) differ from the baseline beyond noise (highlighted).</source>
        <translation>
            <numerusform>%n Zeile weicht über das Rauschen hinaus von der Referenz ab (hervorgehoben).</numerusform>
            <numerusform>%n Zeilen weichen über das Rauschen hinaus von der Referenz ab (hervorgehoben).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compared %n run(s)</source>
        <translation>
            <numerusform>%n Messlauf verglichen</numerusform>
            <numerusform>%n Messläufe verglichen</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>This node over time — run #%1: %2</source>
        <translation>Dieser Knoten im Zeitverlauf — Messlauf #%1: %2</translation>
    </message>
    <message>
        <source>Tick 2 to %1 runs (click a row). Measurements are matched by probe, metric, level, format, kernel and working set.</source>
        <translation>2 bis %1 Messläufe anhaken (eine Zeile anklicken). Messungen werden nach Probe, Metrik, Ebene, Format, Kernel und Arbeitsmenge zugeordnet.</translation>
    </message>
    <message>
        <source>Tick the complete runs of the ticked run&apos;s device (or the highlighted one&apos;s, when none is ticked), to see how it changed over time.</source>
        <translation>Hakt die vollständigen Messläufe des Geräts des angehakten Messlaufs an (oder des markierten, wenn keiner angehakt ist), um zu sehen, wie es sich mit der Zeit verändert hat.</translation>
    </message>
    <message>
        <source>The run the others are divided by; its column shows the reference values. The earliest ticked run unless you choose another.</source>
        <translation>Der Messlauf, durch den die anderen geteilt werden; seine Spalte zeigt die Referenzwerte. Der früheste angehakte Messlauf, sofern Sie keinen anderen wählen.</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ComparisonTableModel</name>
    <message>
        <source>Measurement</source>
        <translation>Messwert</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>%1 (baseline)</source>
        <translation>%1 (Referenz)</translation>
    </message>
    <message>
        <source>%1 ÷ baseline</source>
        <translation>%1 ÷ Referenz</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Differs from the baseline beyond noise (|Δ| &gt; %1 × combined spread and &gt; %2 %)</source>
        <translation>Weicht über das Rauschen hinaus von der Referenz ab (|Δ| &gt; %1 × kombinierte Streuung und &gt; %2 %)</translation>
    </message>
</context>
<context>
    <name>roofline::ui::DatabaseOpenJob</name>
    <message>
        <source>Database password</source>
        <translation>Datenbankpasswort</translation>
    </message>
    <message>
        <source>The server %1 refused that password; type it again.</source>
        <translation>Der Server %1 hat dieses Passwort abgelehnt; geben Sie es erneut ein.</translation>
    </message>
    <message>
        <source>The server %1 asks for a password, and none is in ~/.pgpass or PGPASSFILE.</source>
        <translation>Der Server %1 verlangt ein Passwort, und in ~/.pgpass oder PGPASSFILE ist keines hinterlegt.</translation>
    </message>
    <message>
        <source>Roofline Lab keeps it for this session only and never saves it.</source>
        <translation>Roofline Lab behält es nur für diese Sitzung und speichert es nie.</translation>
    </message>
    <message>
        <source>%1
No password was given.</source>
        <translation>%1
Es wurde kein Passwort angegeben.</translation>
    </message>
</context>
<context>
    <name>roofline::ui::DeleteRunsCommand</name>
    <message numerus="yes">
        <source>delete %n run(s)</source>
        <translation>
            <numerusform>%n Messlauf löschen</numerusform>
            <numerusform>%n Messläufe löschen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ui::DisplayCheck</name>
    <message>
        <source>roofline-lab: no display to open a window on (%1). The command-line twin &apos;roofline&apos; does the same work without one: run &apos;roofline --help&apos;.</source>
        <translation>roofline-lab: keine Anzeige, auf der sich ein Fenster öffnen ließe (%1). Das Kommandozeilen-Gegenstück &apos;roofline&apos; erledigt dieselbe Arbeit ohne Anzeige: &apos;roofline --help&apos; ausführen.</translation>
    </message>
</context>
<context>
    <name>roofline::ui::EngineQuery</name>
    <message>
        <source>The measurement engine was not found at %1. Reinstall Roofline Lab, or build the roofline-probe target next to roofline-lab.</source>
        <translation>Die Mess-Engine wurde unter %1 nicht gefunden. Installieren Sie Roofline Lab neu oder bauen Sie das Target roofline-probe neben roofline-lab.</translation>
    </message>
    <message>
        <source>The measurement engine stopped with exit code %1: %2</source>
        <translation>Die Mess-Engine wurde mit Exitcode %1 beendet: %2</translation>
    </message>
    <message>
        <source>Cannot start the measurement engine: %1</source>
        <translation>Die Mess-Engine kann nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>%1 (%2, %3, CUDA: %4)</source>
        <translation>%1 (%2, %3, CUDA: %4)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
</context>
<context>
    <name>roofline::ui::FileDialogs</name>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>%1 file</source>
        <translation>%1-Datei</translation>
    </message>
</context>
<context>
    <name>roofline::ui::FleetPage</name>
    <message>
        <source>Filter hosts and devices</source>
        <translation>Hosts und Geräte filtern</translation>
    </message>
    <message>
        <source>Only &amp;flagged</source>
        <translation>Nur &amp;markierte</translation>
    </message>
    <message>
        <source>Show only nodes whose latest run regressed.</source>
        <translation>Nur Knoten anzeigen, deren neuester Messlauf sich verschlechtert hat.</translation>
    </message>
    <message>
        <source>Baseline: median of last </source>
        <translation>Referenz: Median der letzten </translation>
    </message>
    <message>
        <source> runs</source>
        <translation> Messläufe</translation>
    </message>
    <message>
        <source>Each node&apos;s latest complete run is judged against the median of this many earlier complete runs (&apos;roofline check --last N&apos;).</source>
        <translation>Der neueste abgeschlossene Messlauf jedes Knotens wird gegen den Median so vieler früherer abgeschlossener Messläufe bewertet (&apos;roofline check --last N&apos;).</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Read the fleet from the database again.</source>
        <translation>Die Geräteflotte erneut aus der Datenbank lesen.</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Write the fleet report (PDF, HTML, CSV or JSON) of the nodes shown.</source>
        <translation>Den Flottenbericht (PDF, HTML, CSV oder JSON) der angezeigten Knoten schreiben.</translation>
    </message>
    <message>
        <source>Co&amp;mpare over time</source>
        <translation>Im &amp;Zeitverlauf vergleichen</translation>
    </message>
    <message>
        <source>Open the selected node&apos;s latest run and its baseline runs on the Compare page (or double-click the row).</source>
        <translation>Den neuesten Messlauf des ausgewählten Knotens und seine Referenzläufe auf der Seite Vergleichen öffnen (oder auf die Zeile doppelklicken).</translation>
    </message>
    <message>
        <source>Re&amp;port on latest run</source>
        <translation>&amp;Bericht zum neuesten Messlauf</translation>
    </message>
    <message>
        <source>Open the hardware report of the selected node&apos;s latest run.</source>
        <translation>Den Hardwarebericht zum neuesten Messlauf des ausgewählten Knotens öffnen.</translation>
    </message>
    <message>
        <source>Reading the fleet…</source>
        <translation>Geräteflotte wird gelesen…</translation>
    </message>
    <message>
        <source>Cannot read the fleet: %1</source>
        <translation>Die Geräteflotte kann nicht gelesen werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) on %1 host(s), shown in %2 ms</source>
        <translation>
            <numerusform>%n Knoten auf %1 Host(s), angezeigt in %2 ms</numerusform>
            <numerusform>%n Knoten auf %1 Host(s), angezeigt in %2 ms</numerusform>
        </translation>
    </message>
    <message>
        <source> · checking for regressions: %1 of %2 nodes</source>
        <translation> · Prüfung auf Verschlechterungen: %1 von %2 Knoten</translation>
    </message>
    <message numerus="yes">
        <source> · %n flagged</source>
        <translation>
            <numerusform> · %n markiert</numerusform>
            <numerusform> · %n markiert</numerusform>
        </translation>
    </message>
    <message>
        <source> · regression check failed: %1</source>
        <translation> · Prüfung auf Verschlechterung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Select a node&lt;/b&gt; to see its figures and findings.</source>
        <translation>&lt;b&gt;Wählen Sie einen Knoten&lt;/b&gt;, um seine Werte und Befunde zu sehen.</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Choose a folder you can write to and try again.</source>
        <translation>Wählen Sie einen Ordner, in den Sie schreiben können, und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Wrote the fleet report to %1</source>
        <translation>Flottenbericht nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Export the fleet report</source>
        <translation>Flottenbericht exportieren</translation>
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
        <translation>keiner abgeschlossen</translation>
    </message>
    <message>
        <source>Runs stored for this host and device, complete or not.</source>
        <translation>Für diesen Host und dieses Gerät gespeicherte Messläufe, abgeschlossen oder nicht.</translation>
    </message>
    <message>
        <source>Start of the newest complete run.</source>
        <translation>Start des neuesten abgeschlossenen Messlaufs.</translation>
    </message>
    <message>
        <source>Best DRAM/HBM bandwidth of the latest complete run.</source>
        <translation>Beste DRAM-/HBM-Bandbreite des neuesten abgeschlossenen Messlaufs.</translation>
    </message>
    <message>
        <source>Memory bandwidth as a fraction of the matched GPU profile&apos;s spec; a CPU has no spec.</source>
        <translation>Speicherbandbreite als Anteil am Datenblattwert des zugeordneten GPU-Profils; eine CPU hat kein Datenblatt.</translation>
    </message>
    <message>
        <source>Headline figures of the latest run against the median of the previous runs: ↑ better, ↓ worse, → within noise.</source>
        <translation>Kennwerte des neuesten Messlaufs gegenüber dem Median der vorherigen Messläufe: ↑ besser, ↓ schlechter, → im Rauschen.</translation>
    </message>
    <message>
        <source>The whole latest run checked against the median of the previous runs, as &apos;roofline check&apos; does.</source>
        <translation>Der gesamte neueste Messlauf, gegen den Median der vorherigen Messläufe geprüft, wie &apos;roofline check&apos; es tut.</translation>
    </message>
    <message>
        <source>Best %1 FLOP/s of the latest complete run.</source>
        <translation>Bester %1-Spitzenwert (FLOP/s) des neuesten abgeschlossenen Messlaufs.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Messläufe</translation>
    </message>
    <message>
        <source>Latest run</source>
        <translation>Neuester Messlauf</translation>
    </message>
    <message>
        <source>Memory BW</source>
        <translation>Speicher-BW</translation>
    </message>
    <message>
        <source>% of spec</source>
        <translation>% vom Datenblatt</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>Trend</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Markierung</translation>
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
        <translation>GPUs filtern</translation>
    </message>
    <message>
        <source>Show GPUs whose name, id or source contains this text.</source>
        <translation>GPUs anzeigen, deren Name, ID oder Quelle diesen Text enthält.</translation>
    </message>
    <message>
        <source>Start a new GPU profile of your own.</source>
        <translation>Ein neues eigenes GPU-Profil anlegen.</translation>
    </message>
    <message>
        <source>Check the fields and store the profile.</source>
        <translation>Die Felder prüfen und das Profil speichern.</translation>
    </message>
    <message>
        <source>Delete this profile of yours.</source>
        <translation>Dieses eigene Profil löschen.</translation>
    </message>
    <message>
        <source>My GPU</source>
        <translation>Meine GPU</translation>
    </message>
    <message>
        <source>Your profile: edit and save.</source>
        <translation>Ihr Profil: bearbeiten und speichern.</translation>
    </message>
    <message>
        <source>%1 profile (read-only). Duplicate it to make a copy you can edit.</source>
        <translation>Profil (%1, schreibgeschützt). Duplizieren Sie es, um eine bearbeitbare Kopie zu erstellen.</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Bandbreite</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
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
        <translation>Eingebauter Katalogeintrag (schreibgeschützt): zum Bearbeiten duplizieren</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>user</source>
        <translation>Benutzer</translation>
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
        <translation>&amp;Hersteller</translation>
    </message>
    <message>
        <source>e.g. NVIDIA.</source>
        <translation>z. B. NVIDIA.</translation>
    </message>
    <message>
        <source>&amp;Architecture</source>
        <translation>&amp;Architektur</translation>
    </message>
    <message>
        <source>e.g. Hopper.</source>
        <translation>z. B. Hopper.</translation>
    </message>
    <message>
        <source>Memory &amp;type</source>
        <translation>Speicher&amp;typ</translation>
    </message>
    <message>
        <source>e.g. HBM3, GDDR6X.</source>
        <translation>z. B. HBM3, GDDR6X.</translation>
    </message>
    <message>
        <source>Memory &amp;capacity</source>
        <translation>Speicher&amp;kapazität</translation>
    </message>
    <message>
        <source>Device memory in GB (10⁹ bytes): decides whether weights and KV cache fit.</source>
        <translation>Gerätespeicher in GB (10⁹ Bytes): entscheidet, ob Gewichte und KV-Cache hineinpassen.</translation>
    </message>
    <message>
        <source>Memory &amp;bandwidth</source>
        <translation>Speicher&amp;bandbreite</translation>
    </message>
    <message>
        <source>Peak device-memory bandwidth in GB/s: the slanted roof that limits decode.</source>
        <translation>Spitzenbandbreite des Gerätespeichers in GB/s: das schräge Dach, das Decode begrenzt.</translation>
    </message>
    <message>
        <source>&amp;L2 cache</source>
        <translation>L&amp;2-Cache</translation>
    </message>
    <message>
        <source>Last-level cache size in MB.</source>
        <translation>Größe des Last-Level-Cache in MB.</translation>
    </message>
    <message>
        <source>&amp;SMs</source>
        <translation>S&amp;Ms</translation>
    </message>
    <message>
        <source>Streaming multiprocessors (compute units).</source>
        <translation>Streaming-Multiprozessoren (Recheneinheiten).</translation>
    </message>
    <message>
        <source>Boost c&amp;lock</source>
        <translation>B&amp;oost-Takt</translation>
    </message>
    <message>
        <source>Boost clock the peak rates assume.</source>
        <translation>Boost-Takt, den die Spitzenraten voraussetzen.</translation>
    </message>
    <message>
        <source>&amp;Power</source>
        <translation>Leist&amp;ungsaufnahme</translation>
    </message>
    <message>
        <source>Board power (TDP).</source>
        <translation>Leistungsaufnahme der Karte (TDP).</translation>
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
        <translation>nicht unterstützt</translation>
    </message>
    <message>
        <source>Peak %1</source>
        <translation>Spitzenwert %1</translation>
    </message>
    <message>
        <source>Dense peak in %1 (TFLOP/s; TOP/s for integers); 0 when the GPU has no such unit. Sets the flat roof for this format.</source>
        <translation>Dense-Spitzenwert in %1 (TFLOP/s; TOP/s bei Ganzzahlen); 0, wenn die GPU keine solche Einheit hat. Bestimmt das flache Dach für dieses Format.</translation>
    </message>
</context>
<context>
    <name>roofline::ui::HardwarePage</name>
    <message>
        <source>Choose a run first.</source>
        <translation>Wählen Sie zuerst einen Messlauf.</translation>
    </message>
    <message>
        <source>%1 measured on %2 (run #%3)</source>
        <translation>%1, gemessen auf %2 (Messlauf #%3)</translation>
    </message>
    <message>
        <source>A profile from run #%1: check it, then Save.</source>
        <translation>Ein Profil aus Messlauf #%1: prüfen, dann Speichern.</translation>
    </message>
</context>
<context>
    <name>roofline::ui::HistoryPage</name>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Show runs whose device name, id or UUID contains this text.</source>
        <translation>Messläufe anzeigen, deren Gerätename, -ID oder -UUID diesen Text enthält.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Show runs from hosts whose name contains this text.</source>
        <translation>Messläufe von Hosts anzeigen, deren Name diesen Text enthält.</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Show runs with a tag containing this text.</source>
        <translation>Messläufe mit einem Tag anzeigen, der diesen Text enthält.</translation>
    </message>
    <message>
        <source>Suite</source>
        <translation>Suite</translation>
    </message>
    <message>
        <source>Show runs of this suite (quick, standard, full).</source>
        <translation>Messläufe dieser Suite anzeigen (quick, standard, full).</translation>
    </message>
    <message>
        <source>Show only runs that ended this way.</source>
        <translation>Nur Messläufe anzeigen, die so geendet haben.</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>Jeder Status</translation>
    </message>
    <message>
        <source>Show only runs started in this period.</source>
        <translation>Nur Messläufe anzeigen, die in diesem Zeitraum gestartet wurden.</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Jederzeit</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <source>Last year</source>
        <translation>Letzte 365 Tage</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>Import run bundles (.json) or report PDFs that carry one. You can also drop them onto this page.</source>
        <translation>Messlauf-Bundles (.json) oder Berichts-PDFs importieren, die eines enthalten. Sie können sie auch auf diese Seite ziehen.</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Write the selected runs to one bundle file another machine can import.</source>
        <translation>Die ausgewählten Messläufe in eine Bundle-Datei schreiben, die ein anderer Rechner importieren kann.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Delete the selected runs (Del). Undo brings them back.</source>
        <translation>Die ausgewählten Messläufe löschen (Entf). Rückgängig holt sie zurück.</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>Compare the selected runs on the Compare page.</source>
        <translation>Die ausgewählten Messläufe auf der Seite Vergleichen vergleichen.</translation>
    </message>
    <message>
        <source>Re&amp;port</source>
        <translation>&amp;Bericht</translation>
    </message>
    <message>
        <source>Open the selected runs on the Reports page.</source>
        <translation>Die ausgewählten Messläufe auf der Seite Berichte öffnen.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Selected run</source>
        <translation>Ausgewählter Messlauf</translation>
    </message>
    <message>
        <source>Free text about this run: what changed, why it was measured.</source>
        <translation>Freitext zu diesem Messlauf: was sich geändert hat, warum gemessen wurde.</translation>
    </message>
    <message>
        <source>Comma-separated tags, e.g. baseline, after-bios-update.</source>
        <translation>Kommagetrennte Tags, z. B. baseline, after-bios-update.</translation>
    </message>
    <message>
        <source>&amp;Save notes and tags</source>
        <translation>Notizen und Tags &amp;speichern</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <translation>&amp;Notizen</translation>
    </message>
    <message>
        <source>T&amp;ags</source>
        <translation>T&amp;ags</translation>
    </message>
    <message>
        <source>Cannot read the history: %1</source>
        <translation>Der Verlauf kann nicht gelesen werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Messlauf</numerusform>
            <numerusform>%n Messläufe</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a run to see and edit it.</source>
        <translation>Wählen Sie einen Messlauf aus, um ihn anzusehen und zu bearbeiten.</translation>
    </message>
    <message numerus="yes">
        <source>%n runs selected.</source>
        <translation>
            <numerusform>%n Messlauf ausgewählt.</numerusform>
            <numerusform>%n Messläufe ausgewählt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select one run</source>
        <translation>Wählen Sie einen einzelnen Messlauf</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>Status: %1</translation>
    </message>
    <message>
        <source>Started: %1</source>
        <translation>Gestartet: %1</translation>
    </message>
    <message>
        <source>Host: %1 · %2</source>
        <translation>Host: %1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>Suite: %1 · %n measurement(s)</source>
        <translation>
            <numerusform>Suite: %1 · %n Messwert</numerusform>
            <numerusform>Suite: %1 · %n Messwerte</numerusform>
        </translation>
    </message>
    <message>
        <source>Run id %1 · UUID %2</source>
        <translation>Messlauf-ID %1 · UUID %2</translation>
    </message>
    <message>
        <source>Notes and tags not saved</source>
        <translation>Notizen und Tags nicht gespeichert</translation>
    </message>
    <message>
        <source>Check that the database file is writable, then try again.</source>
        <translation>Prüfen Sie, ob die Datenbankdatei beschreibbar ist, und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Notes and tags saved.</source>
        <translation>Notizen und Tags gespeichert.</translation>
    </message>
    <message>
        <source>Delete failed</source>
        <translation>Löschen fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n run(s). Undo (Ctrl+Z) brings them back.</source>
        <translation>
            <numerusform>%n Messlauf gelöscht. Rückgängig (Strg+Z) holt ihn zurück.</numerusform>
            <numerusform>%n Messläufe gelöscht. Rückgängig (Strg+Z) holt sie zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
    <message>
        <source>Nothing was imported; the history is unchanged. Check that the file is a Roofline Lab run bundle (or a report PDF that carries one).</source>
        <translation>Es wurde nichts importiert; der Verlauf ist unverändert. Prüfen Sie, ob die Datei ein Messlauf-Bundle von Roofline Lab ist (oder ein Berichts-PDF, das eines enthält).</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s)</source>
        <translation>
            <numerusform>%n Messlauf importiert</numerusform>
            <numerusform>%n Messläufe importiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n already stored</source>
        <translation>
            <numerusform>; %n bereits gespeichert</numerusform>
            <numerusform>; %n bereits gespeichert</numerusform>
        </translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Choose a folder you can write to and try again.</source>
        <translation>Wählen Sie einen Ordner, in den Sie schreiben können, und versuchen Sie es erneut.</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n run(s) to %1</source>
        <translation>
            <numerusform>%n Messlauf nach %1 geschrieben</numerusform>
            <numerusform>%n Messläufe nach %1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Import runs</source>
        <translation>Messläufe importieren</translation>
    </message>
    <message>
        <source>Run bundles and reports (*.json *.pdf);;All files (*)</source>
        <translation>Messlauf-Bundles und Berichte (*.json *.pdf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export runs</source>
        <translation>Messläufe exportieren</translation>
    </message>
    <message>
        <source>Select the runs to export first.</source>
        <translation>Wählen Sie zuerst die zu exportierenden Messläufe aus.</translation>
    </message>
    <message>
        <source>Run bundle (*.json)</source>
        <translation>Messlauf-Bundle (*.json)</translation>
    </message>
    <message>
        <source>S&amp;ync…</source>
        <translation>S&amp;ynchronisieren…</translation>
    </message>
    <message>
        <source>Copy runs between this database and another one (a node&apos;s SQLite file, the lab&apos;s PostgreSQL server), as &apos;roofline runs sync&apos; does.</source>
        <translation>Messläufe zwischen dieser und einer anderen Datenbank kopieren (der SQLite-Datei eines Knotens, dem PostgreSQL-Server des Labors), wie es &apos;roofline runs sync&apos; tut.</translation>
    </message>
    <message>
        <source>Saving notes and tags…</source>
        <translation>Notizen und Tags werden gespeichert …</translation>
    </message>
    <message>
        <source>Notes and tags not saved.</source>
        <translation>Notizen und Tags nicht gespeichert.</translation>
    </message>
    <message>
        <source>Nothing was changed. Check that the database is writable, then try again.</source>
        <translation>Es wurde nichts geändert. Prüfen Sie, ob die Datenbank beschreibbar ist, und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Undo failed</source>
        <translation>Rückgängig machen fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>Importing %n file(s)…</source>
        <translation>
            <numerusform>Importiere %n Datei …</numerusform>
            <numerusform>Importiere %n Dateien …</numerusform>
        </translation>
    </message>
    <message>
        <source>Import failed.</source>
        <translation>Import fehlgeschlagen.</translation>
    </message>
    <message>
        <source>%1: %2 (×%3)</source>
        <translation>%1: %2 (×%3)</translation>
    </message>
    <message>
        <source>Warnings: %1</source>
        <translation>Warnungen: %1</translation>
    </message>
    <message>
        <source>The engine&apos;s words (English):</source>
        <translation>Wortlaut der Engine (Englisch):</translation>
    </message>
    <message>
        <source>Unsaved notes</source>
        <translation>Ungespeicherte Notizen</translation>
    </message>
    <message>
        <source>The notes and tags of run %1 have changes that are not saved.</source>
        <translation>Die Notizen und Tags von Lauf %1 haben Änderungen, die nicht gespeichert sind.</translation>
    </message>
    <message>
        <source>Save them before leaving the run?</source>
        <translation>Vor dem Verlassen des Laufs speichern?</translation>
    </message>
    <message>
        <source>. Note: %1</source>
        <translation>. Hinweis: %1</translation>
    </message>
    <message>
        <source>The kernels of run %1 could not be read: %2</source>
        <translation>Die Kernel von Lauf %1 konnten nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Kernels not imported</source>
        <translation>Kernel nicht importiert</translation>
    </message>
    <message>
        <source>Kernel files are CSV or JSON of the documented schema, or the output of ncu --csv; see docs/cli.md, &quot;Kernel files&quot;.</source>
        <translation>Kernel-Dateien sind CSV oder JSON nach dem dokumentierten Schema oder die Ausgabe von ncu --csv; siehe docs/cli.md, „Kernel files“.</translation>
    </message>
    <message>
        <source>Select one run first: kernels are placed on the roofs of the run shown.</source>
        <translation>Zuerst einen Lauf auswählen: Kernel werden auf die Dächer des gezeigten Laufs gesetzt.</translation>
    </message>
    <message numerus="yes">
        <source>Importing kernels from %n file(s)…</source>
        <translation>
            <numerusform>Kernel aus %n Datei(en) werden importiert …</numerusform>
            <numerusform>Kernel aus %n Datei(en) werden importiert …</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s) imported onto run %1.</source>
        <translation>
            <numerusform>%n Kernel in Lauf %1 importiert.</numerusform>
            <numerusform>%n Kernel in Lauf %1 importiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter kernels by tag</source>
        <translation>Kernels nach Tag filtern</translation>
    </message>
</context>
<context>
    <name>roofline::ui::KernelTableModel</name>
    <message>
        <source>no roof in this run</source>
        <translation>kein Dach in diesem Lauf</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>Rechenleistung</translation>
    </message>
    <message>
        <source>neither (latency, occupancy)</source>
        <translation>keines von beiden (Latenz, Auslastung)</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>Intensity</source>
        <translation>Intensität</translation>
    </message>
    <message>
        <source>Attained</source>
        <translation>Erreicht</translation>
    </message>
    <message>
        <source>% of attainable</source>
        <translation>% des Erreichbaren</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Grenze</translation>
    </message>
</context>
<context>
    <name>roofline::ui::LlmSpecAdapter</name>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Filter models</source>
        <translation>Modelle filtern</translation>
    </message>
    <message>
        <source>Show models whose name, id or source contains this text.</source>
        <translation>Modelle anzeigen, deren Name, ID oder Quelle diesen Text enthält.</translation>
    </message>
    <message>
        <source>Start a new model of your own.</source>
        <translation>Ein neues eigenes Modell anlegen.</translation>
    </message>
    <message>
        <source>Check the fields and store the model (Ctrl+S).</source>
        <translation>Die Felder prüfen und das Modell speichern (Strg+S).</translation>
    </message>
    <message>
        <source>Delete this model of yours.</source>
        <translation>Dieses eigene Modell löschen.</translation>
    </message>
    <message>
        <source>My model</source>
        <translation>Mein Modell</translation>
    </message>
    <message>
        <source>Your model: edit and save.</source>
        <translation>Ihr Modell: bearbeiten und speichern.</translation>
    </message>
    <message>
        <source>Catalog entry (read-only). Duplicate it to make a copy you can edit.</source>
        <translation>Katalogeintrag (schreibgeschützt). Duplizieren Sie ihn, um eine bearbeitbare Kopie zu erstellen.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Layer</translation>
    </message>
    <message>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Heads</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV-Heads</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Experten</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>user</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Tied input and output embeddings</source>
        <translation>Gekoppelte Eingabe- und Ausgabe-Embeddings</translation>
    </message>
    <message>
        <source>Gated feed-forward (SwiGLU/GeGLU)</source>
        <translation>Gated Feed-Forward (SwiGLU/GeGLU)</translation>
    </message>
    <message>
        <source>&amp;Family</source>
        <translation>&amp;Familie</translation>
    </message>
    <message>
        <source>The model family, e.g. Llama 3.</source>
        <translation>Die Modellfamilie, z. B. Llama 3.</translation>
    </message>
    <message>
        <source>&amp;Layers</source>
        <translation>&amp;Layer</translation>
    </message>
    <message>
        <source>Transformer blocks. Every layer&apos;s weights are read once per decode step, and each keeps its own KV cache.</source>
        <translation>Transformer-Blöcke. Die Gewichte jedes Layers werden pro Decode-Schritt einmal gelesen, und jeder Layer hat seinen eigenen KV-Cache.</translation>
    </message>
    <message>
        <source>&amp;Hidden size</source>
        <translation>&amp;Hidden Size</translation>
    </message>
    <message>
        <source>d_model: the width of the residual stream.</source>
        <translation>d_model: die Breite des Residualstroms.</translation>
    </message>
    <message>
        <source>&amp;Query heads</source>
        <translation>&amp;Query-Heads</translation>
    </message>
    <message>
        <source>Attention query heads per layer.</source>
        <translation>Attention-Query-Heads pro Layer.</translation>
    </message>
    <message>
        <source>&amp;KV heads</source>
        <translation>&amp;KV-Heads</translation>
    </message>
    <message>
        <source>Key/value heads per layer (GQA): fewer KV heads shrink the KV cache. Must divide the query heads.</source>
        <translation>Key/Value-Heads pro Layer (GQA): Weniger KV-Heads verkleinern den KV-Cache. Muss die Zahl der Query-Heads teilen.</translation>
    </message>
    <message>
        <source>Head &amp;size</source>
        <translation>Head-&amp;Größe</translation>
    </message>
    <message>
        <source>Width of one attention head (usually hidden size ÷ query heads).</source>
        <translation>Breite eines Attention-Heads (meist Hidden Size ÷ Query-Heads).</translation>
    </message>
    <message>
        <source>F&amp;eed-forward size</source>
        <translation>F&amp;eed-Forward-Größe</translation>
    </message>
    <message>
        <source>Inner width of the feed-forward block (per expert for mixtures of experts).</source>
        <translation>Innere Breite des Feed-Forward-Blocks (bei Mixture-of-Experts pro Experte).</translation>
    </message>
    <message>
        <source>&amp;Vocabulary</source>
        <translation>&amp;Vokabular</translation>
    </message>
    <message>
        <source>Tokens in the vocabulary: sizes the embedding and output matrices.</source>
        <translation>Tokens im Vokabular: bestimmt die Größe der Embedding- und Ausgabematrizen.</translation>
    </message>
    <message>
        <source>E&amp;xperts</source>
        <translation>E&amp;xperten</translation>
    </message>
    <message>
        <source>Experts per layer; 0 for a dense model.</source>
        <translation>Experten pro Layer; 0 für ein dichtes Modell.</translation>
    </message>
    <message>
        <source>&amp;Active experts</source>
        <translation>&amp;Aktive Experten</translation>
    </message>
    <message>
        <source>Experts each token is routed to: only their weights are read.</source>
        <translation>Experten, an die jedes Token geleitet wird: Nur ihre Gewichte werden gelesen.</translation>
    </message>
    <message>
        <source>Max &amp;context</source>
        <translation>Max. Kon&amp;text</translation>
    </message>
    <message>
        <source>The longest context the model supports, in tokens.</source>
        <translation>Der längste Kontext, den das Modell unterstützt, in Tokens.</translation>
    </message>
    <message>
        <source>Sliding &amp;window</source>
        <translation>Sliding &amp;Window</translation>
    </message>
    <message>
        <source>Tokens a windowed layer attends to (Mistral 7B v0.1: 4096 on every layer; Gemma 3: 1024 on five of every six). 0: no window.</source>
        <translation>Token, die ein Layer mit Fenster beachtet (Mistral 7B v0.1: 4096 auf jedem Layer; Gemma 3: 1024 auf fünf von sechs). 0: kein Fenster.</translation>
    </message>
    <message>
        <source>W&amp;indowed layers</source>
        <translation>Layer mit &amp;Fenster</translation>
    </message>
    <message>
        <source>How many of the layers use the window; the others attend to the whole context. Their KV cache stops growing at the window.</source>
        <translation>Wie viele der Layer das Fenster nutzen; die übrigen beachten den ganzen Kontext. Ihr KV-Cache wächst über das Fenster hinaus nicht.</translation>
    </message>
    <message>
        <source>&amp;Reference</source>
        <translation>&amp;Referenz</translation>
    </message>
    <message>
        <source>Where the configuration comes from (a URL or paper).</source>
        <translation>Woher die Konfiguration stammt (eine URL oder ein Paper).</translation>
    </message>
    <message>
        <source>Parts of the architecture the form has no field for, as the catalog or an imported config.json gives them.</source>
        <translation>Teile der Architektur, für die das Formular kein Feld hat, wie der Katalog oder eine importierte config.json sie angibt.</translation>
    </message>
    <message>
        <source>latent attention (MLA): %1 + %2 values cached per token and layer</source>
        <translation>Latent Attention (MLA): %1 + %2 gecachte Werte pro Token und Layer</translation>
    </message>
    <message>
        <source>shared experts of width %1</source>
        <translation>geteilte Experten der Breite %1</translation>
    </message>
    <message>
        <source>%1 dense layers of width %2</source>
        <translation>%1 dichte Layer der Breite %2</translation>
    </message>
    <message>
        <source>stored as: attention %1, feed-forward %2, the rest %3</source>
        <translation>gespeichert als: Attention %1, Feed-Forward %2, der Rest %3</translation>
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
        <translation>Bereit</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Roofline Lab</source>
        <translation>Ü&amp;ber Roofline Lab</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>About Roofline Lab</source>
        <translation>Über Roofline Lab</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Roofline Lab %1&lt;/h3&gt;&lt;p&gt;Measures the bandwidth, latency and compute ceilings of GPUs and CPUs, and explains which one limits a workload.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3)&lt;/p&gt;%4</source>
        <translation>&lt;h3&gt;Roofline Lab %1&lt;/h3&gt;&lt;p&gt;Misst die Obergrenzen von Bandbreite, Latenz und Rechenleistung von GPUs und CPUs und erklärt, welche davon eine Arbeitslast begrenzt.&lt;/p&gt;&lt;p&gt;Qt %2 (gebaut mit %3)&lt;/p&gt;%4</translation>
    </message>
    <message>
        <source>&lt;p&gt;Measurement engine: not asked yet (open the Probe page).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Mess-Engine: noch nicht abgefragt (öffnen Sie die Seite Messen).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <source>This page has nothing to search.</source>
        <translation>Auf dieser Seite gibt es nichts zu suchen.</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Roofline Lab &amp;Help</source>
        <translation>Roofline Lab-&amp;Hilfe</translation>
    </message>
    <message>
        <source>Roofline Lab Help</source>
        <translation>Roofline Lab-Hilfe</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Roofline Lab&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Probe&lt;/b&gt; measures this machine; &lt;b&gt;History&lt;/b&gt; lists every stored run (notes, tags, import and export); &lt;b&gt;Compare&lt;/b&gt; sets runs side by side against the earliest (or a chosen) baseline, worse in red; &lt;b&gt;Reports&lt;/b&gt; writes PDF, HTML and CSV; &lt;b&gt;Fleet&lt;/b&gt; shows every node and flags regressions; the &lt;b&gt;calculator&lt;/b&gt; explains an LLM on a measured or catalogued GPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys&lt;/b&gt;: Alt+1…9 pages · F5 or Ctrl+R refresh the page · Ctrl+F search · Ctrl+I import runs · Ctrl+, preferences · F1 this help.&lt;/p&gt;&lt;p&gt;The command line twin is &lt;tt&gt;roofline&lt;/tt&gt; (&lt;tt&gt;roofline --help&lt;/tt&gt;); the manual is docs/cli.md and docs/design.md of the source.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Roofline Lab&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Messen&lt;/b&gt; vermisst diesen Rechner; &lt;b&gt;Verlauf&lt;/b&gt; listet jeden gespeicherten Messlauf (Notizen, Tags, Import und Export); &lt;b&gt;Vergleich&lt;/b&gt; stellt Messläufe nebeneinander, gemessen am frühesten (oder einem gewählten) Referenzlauf, Schlechteres in Rot; &lt;b&gt;Berichte&lt;/b&gt; schreibt PDF, HTML und CSV; &lt;b&gt;Flotte&lt;/b&gt; zeigt jeden Knoten und markiert Regressionen; der &lt;b&gt;Rechner&lt;/b&gt; erklärt ein LLM auf einer gemessenen oder katalogisierten GPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tasten&lt;/b&gt;: Alt+1…9 Seiten · F5 oder Strg+R Seite aktualisieren · Strg+F suchen · Strg+I Messläufe importieren · Strg+, Einstellungen · F1 diese Hilfe.&lt;/p&gt;&lt;p&gt;Das Gegenstück für die Kommandozeile ist &lt;tt&gt;roofline&lt;/tt&gt; (&lt;tt&gt;roofline --help&lt;/tt&gt;); das Handbuch sind docs/cli.md und docs/design.md im Quelltext.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>roofline::ui::MeasuredSpecPanel</name>
    <message>
        <source>Measured profile of a run, beside this spec</source>
        <translation>Gemessenes Profil eines Messlaufs neben diesem Datenblatt</translation>
    </message>
    <message>
        <source>Tick a stored run (click its row): its best measured ceilings are set against the GPU selected above.</source>
        <translation>Haken Sie einen gespeicherten Messlauf an (Zeile anklicken): seine besten gemessenen Dächer werden der oben gewählten GPU gegenübergestellt.</translation>
    </message>
    <message>
        <source>&amp;Profile from this run</source>
        <translation>&amp;Profil aus diesem Messlauf</translation>
    </message>
    <message>
        <source>A new profile of your own with this run&apos;s measured bandwidth and peaks, to save and use in the calculator.</source>
        <translation>Ein neues eigenes Profil mit der gemessenen Bandbreite und den Spitzenwerten dieses Messlaufs, zum Speichern und für den Rechner.</translation>
    </message>
    <message>
        <source>Ceiling</source>
        <translation>Obergrenze</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Spec</source>
        <translation>Datenblatt</translation>
    </message>
    <message>
        <source>Of spec</source>
        <translation>vom Datenblatt</translation>
    </message>
    <message>
        <source>Choose a run to see what it measured against this spec.</source>
        <translation>Wählen Sie einen Messlauf, um zu sehen, was er im Vergleich zu diesem Datenblatt gemessen hat.</translation>
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
        <translation>nicht unterstützt</translation>
    </message>
    <message>
        <source>Above the spec sheet: check the spec, the clocks, or the probe&apos;s byte counting.</source>
        <translation>Über dem Datenblatt: Prüfen Sie das Datenblatt, die Takte oder die Bytezählung der Messung.</translation>
    </message>
    <message>
        <source>The library GEMM of this format beat the format ladder&apos;s loop: the loop misses this core&apos;s rate.</source>
        <translation>Die GEMM der Bibliothek in diesem Format übertraf die Schleife der Formatleiter: Die Schleife verfehlt die Rate dieses Kerns.</translation>
    </message>
    <message>
        <source>Of an upper bound (the FMA pipes), not this core&apos;s known rate for the instruction; the library GEMM reaches %1 of the same loop, so the rate is the core&apos;s.</source>
        <translation>Anteil an einer Obergrenze (den FMA-Pipes), nicht an der bekannten Rate dieses Kerns für den Befehl; die GEMM der Bibliothek erreicht %1 derselben Schleife, die Rate ist also die des Kerns.</translation>
    </message>
    <message>
        <source>Of an upper bound (the FMA pipes), not this core&apos;s known rate for the instruction.</source>
        <translation>Anteil an einer Obergrenze (den FMA-Pipes), nicht an der bekannten Rate dieses Kerns für den Befehl.</translation>
    </message>
    <message>
        <source>Measured memory bandwidth %1 on %2. Compare a GPU run with its catalog entry above.</source>
        <translation>Gemessene Speicherbandbreite %1 auf %2. Vergleichen Sie einen GPU-Messlauf mit seinem Katalogeintrag oben.</translation>
    </message>
    <message>
        <source>For this CPU the spec column is its theoretical ceiling, derived from the ISA and the measured clock (the clock was uncertain in this run).</source>
        <translation>Für diese CPU zeigt die Spalte „Datenblatt“ ihre theoretische Obergrenze, abgeleitet aus dem Befehlssatz und dem gemessenen Takt (der Takt war in diesem Messlauf unsicher).</translation>
    </message>
    <message>
        <source>For this CPU the spec column is its theoretical ceiling, derived from the ISA and the measured clock.</source>
        <translation>Für diese CPU zeigt die Spalte „Datenblatt“ ihre theoretische Obergrenze, abgeleitet aus dem Befehlssatz und dem gemessenen Takt.</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ModelsPage</name>
    <message>
        <source>&amp;Import config.json…</source>
        <translation>config.json &amp;importieren…</translation>
    </message>
    <message>
        <source>Read a Hugging Face config.json (Llama, Mistral, Mixtral, Qwen, Gemma, Phi-3, DeepSeek, GPT-OSS) into the form as a new model of yours; nothing is stored until you save.</source>
        <translation>Eine Hugging-Face-config.json (Llama, Mistral, Mixtral, Qwen, Gemma, Phi-3, DeepSeek, GPT-OSS) als neues eigenes Modell ins Formular lesen; gespeichert wird erst beim Sichern.</translation>
    </message>
    <message>
        <source>Import a Hugging Face config.json</source>
        <translation>Eine Hugging-Face-config.json importieren</translation>
    </message>
    <message>
        <source>config.json (*.json)</source>
        <translation>config.json (*.json)</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>Import nicht möglich</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Choose a readable config.json.</source>
        <translation>Wählen Sie eine lesbare config.json.</translation>
    </message>
    <message>
        <source>The field named is missing or wrong in the file; model types read: %1.</source>
        <translation>Das genannte Feld fehlt in der Datei oder ist falsch; gelesene Modelltypen: %1.</translation>
    </message>
    <message>
        <source>Imported from %1; not stored until you save.</source>
        <translation>Aus %1 importiert; erst beim Sichern gespeichert.</translation>
    </message>
</context>
<context>
    <name>roofline::ui::Preferences</name>
    <message>
        <source>Enter the server&apos;s URL, e.g. postgresql://me@db.lab:5432/roofline.</source>
        <translation>Geben Sie die URL des Servers ein, z. B. postgresql://me@db.lab:5432/roofline.</translation>
    </message>
    <message>
        <source>The URL starts with postgresql://.</source>
        <translation>Die URL beginnt mit postgresql://.</translation>
    </message>
    <message>
        <source>Leave the password out of the URL: it would be saved in plain text. Put it in ~/.pgpass, or type it when Roofline Lab asks.</source>
        <translation>Lassen Sie das Passwort aus der URL weg: Es würde im Klartext gespeichert. Legen Sie es in ~/.pgpass ab oder geben Sie es ein, wenn Roofline Lab danach fragt.</translation>
    </message>
    <message>
        <source>This is a server URL: choose &quot;Shared server&quot; above for it.</source>
        <translation>Dies ist eine Server-URL: Wählen Sie dafür oben &quot;Gemeinsamer Server&quot;.</translation>
    </message>
    <message>
        <source>This is a folder; name a file in it, e.g. %1.</source>
        <translation>Dies ist ein Ordner; geben Sie eine Datei darin an, z. B. %1.</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ProbePage</name>
    <message numerus="yes">
        <source>%n probe(s) planned, %1</source>
        <translation>
            <numerusform>%n Messung geplant, %1</numerusform>
            <numerusform>%n Messungen geplant, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>The device to measure. A device that cannot be measured here is greyed out; hover over it to see why.</source>
        <translation>Das zu messende Gerät. Ein Gerät, das hier nicht gemessen werden kann, ist ausgegraut; fahren Sie mit der Maus darüber, um den Grund zu sehen.</translation>
    </message>
    <message>
        <source>&amp;Rescan devices</source>
        <translation>Geräte neu s&amp;uchen</translation>
    </message>
    <message>
        <source>Ask the measurement engine again which devices it can see.</source>
        <translation>Die Mess-Engine erneut fragen, welche Geräte sie sieht.</translation>
    </message>
    <message>
        <source>What to measure</source>
        <translation>Was gemessen wird</translation>
    </message>
    <message>
        <source>How thoroughly to measure: more working-set sizes and longer sampling make the curves smoother and the headline numbers steadier.</source>
        <translation>Wie gründlich gemessen wird: Mehr Arbeitsmengengrößen und längeres Sampling machen die Kurven glatter und die Kennwerte stabiler.</translation>
    </message>
    <message>
        <source>&amp;Suite</source>
        <translation>Su&amp;ite</translation>
    </message>
    <message>
        <source>&amp;Every probe of the suite</source>
        <translation>&amp;Alle Messungen der Suite</translation>
    </message>
    <message>
        <source>&amp;Only the probes ticked below</source>
        <translation>Nur die unten &amp;markierten Messungen</translation>
    </message>
    <message>
        <source>Run every probe the suite has for the chosen device.</source>
        <translation>Jede Messung ausführen, die die Suite für das gewählte Gerät vorsieht.</translation>
    </message>
    <message>
        <source>Run just the ticked probes, e.g. to repeat one measurement.</source>
        <translation>Nur die angehakten Messungen ausführen, z. B. um eine Messung zu wiederholen.</translation>
    </message>
    <message>
        <source>e.g. after the BIOS update</source>
        <translation>z. B. nach dem BIOS-Update</translation>
    </message>
    <message>
        <source>Free text stored with the run; editable later in History.</source>
        <translation>Mit dem Messlauf gespeicherter Freitext; später im Verlauf bearbeitbar.</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <translation>&amp;Notizen</translation>
    </message>
    <message>
        <source>comma-separated, e.g. baseline, rack-4</source>
        <translation>kommagetrennt, z. B. baseline, rack-4</translation>
    </message>
    <message>
        <source>Tags to find and compare runs by later.</source>
        <translation>Tags, nach denen Messläufe später gefunden und verglichen werden können.</translation>
    </message>
    <message>
        <source>&amp;Tags</source>
        <translation>&amp;Tags</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Start measuring (Ctrl+R). The app stays usable while it runs.</source>
        <translation>Messung starten (Strg+R). Die Anwendung bleibt währenddessen bedienbar.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Abb&amp;rechen</translation>
    </message>
    <message>
        <source>Stop after the current sample (Esc). What was measured so far is kept as a cancelled run.</source>
        <translation>Nach der aktuellen Stichprobe anhalten (Esc). Was bis dahin gemessen wurde, bleibt als abgebrochener Messlauf erhalten.</translation>
    </message>
    <message>
        <source>Choose a device and press Run.</source>
        <translation>Wählen Sie ein Gerät und klicken Sie auf Starten.</translation>
    </message>
    <message>
        <source>Asking the measurement engine…</source>
        <translation>Mess-Engine wird abgefragt…</translation>
    </message>
    <message>
        <source>Looking for devices…</source>
        <translation>Suche nach Geräten…</translation>
    </message>
    <message>
        <source>%1 can be measured.</source>
        <translation>%1 kann gemessen werden.</translation>
    </message>
    <message>
        <source>%1 — %2 (unavailable: %3)</source>
        <translation>%1 — %2 (nicht verfügbar: %3)</translation>
    </message>
    <message>
        <source>Cannot measure this device: %1</source>
        <translation>Dieses Gerät kann nicht gemessen werden: %1</translation>
    </message>
    <message>
        <source>All available devices</source>
        <translation>Alle verfügbaren Geräte</translation>
    </message>
    <message>
        <source>The measurement engine sees no device it can measure.</source>
        <translation>Die Mess-Engine sieht kein Gerät, das sie messen kann.</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) found</source>
        <translation>
            <numerusform>%n Gerät gefunden</numerusform>
            <numerusform>%n Geräte gefunden</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick at least one probe, or choose &quot;Every probe of the suite&quot;.</source>
        <translation>Haken Sie mindestens eine Messung an oder wählen Sie &quot;Alle Messungen der Suite&quot;.</translation>
    </message>
    <message>
        <source>Waiting for the first measurement…</source>
        <translation>Warte auf den ersten Messwert…</translation>
    </message>
    <message>
        <source>Starting the measurement engine…</source>
        <translation>Mess-Engine wird gestartet…</translation>
    </message>
    <message>
        <source>Measuring %1 (%2 suite)…</source>
        <translation>Messe %1 (Suite %2)…</translation>
    </message>
    <message>
        <source>Cancelling after the current sample…</source>
        <translation>Abbruch nach der aktuellen Stichprobe…</translation>
    </message>
    <message>
        <source>Done. The run is stored; find it in History.</source>
        <translation>Fertig. Der Messlauf ist gespeichert; Sie finden ihn im Verlauf.</translation>
    </message>
    <message>
        <source>Done. The run was not stored (no database).</source>
        <translation>Fertig. Der Messlauf wurde nicht gespeichert (keine Datenbank).</translation>
    </message>
    <message>
        <source>Cancelled. What was measured so far is kept as a cancelled run.</source>
        <translation>Abgebrochen. Was bis dahin gemessen wurde, bleibt als abgebrochener Messlauf erhalten.</translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation>Der Messlauf ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>kein Grund angegeben</translation>
    </message>
    <message>
        <source>The database takes the results again; everything measured so far is stored.</source>
        <translation>Die Datenbank nimmt die Ergebnisse wieder an; alles bisher Gemessene ist gespeichert.</translation>
    </message>
    <message>
        <source>Done measuring, but the run is not stored whole; see the note above.</source>
        <translation>Messung beendet, aber der Messlauf ist nicht vollständig gespeichert; siehe den Hinweis oben.</translation>
    </message>
    <message>
        <source>The database did not take the latest results: %1. They are kept in memory (no spool file could be written) and stored as soon as the database takes them again; keep the app open.</source>
        <translation>Die Datenbank hat die letzten Ergebnisse nicht angenommen: %1. Sie werden im Speicher gehalten (keine Spool-Datei ließ sich schreiben) und gespeichert, sobald die Datenbank sie wieder annimmt; lassen Sie die App geöffnet.</translation>
    </message>
    <message>
        <source>The database did not take the latest results: %1. Nothing is lost: they are kept in memory and in %2, and stored as soon as the database takes them again.</source>
        <translation>Die Datenbank hat die letzten Ergebnisse nicht angenommen: %1. Nichts geht verloren: Sie werden im Speicher und in %2 aufbewahrt und gespeichert, sobald die Datenbank sie wieder annimmt.</translation>
    </message>
    <message>
        <source>Measured, but not stored: %1. No spool file could be written either; the results are only in this window.</source>
        <translation>Gemessen, aber nicht gespeichert: %1. Auch keine Spool-Datei ließ sich schreiben; die Ergebnisse gibt es nur in diesem Fenster.</translation>
    </message>
    <message>
        <source>Measured, but not stored: %1. The runs are kept in %2: import that file in History (Import…), or run &apos;roofline runs import %2&apos;, once the database can be written.</source>
        <translation>Gemessen, aber nicht gespeichert: %1. Die Messläufe sind in %2 aufbewahrt: Importieren Sie diese Datei in „Verlauf“ (Importieren…) oder führen Sie &apos;roofline runs import %2&apos; aus, sobald die Datenbank beschrieben werden kann.</translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>noch etwa %1</translation>
    </message>
    <message>
        <source>No earlier %1 run on this host: the engine estimates the time once it plans the run.</source>
        <translation>Kein früherer Messlauf (%1) auf diesem Rechner: Die Engine schätzt die Zeit, sobald sie den Messlauf plant.</translation>
    </message>
    <message numerus="yes">
        <source>Takes about %1 here (the median of the last %n %2 run(s) on this host).</source>
        <translation>
            <numerusform>Dauert hier etwa %1 (der Median des letzten Messlaufs (%2) auf diesem Rechner).</numerusform>
            <numerusform>Dauert hier etwa %1 (der Median der letzten %n Messläufe (%2) auf diesem Rechner).</numerusform>
        </translation>
    </message>
    <message>
        <source>No run history is open, so a run measured now is not stored: it is shown here, Export… saves it to a file, and it is lost when the app closes. Choose a database in Edit → Preferences first.
Why: %1</source>
        <translation>Keine Datenbank der Messläufe geöffnet, daher wird ein jetzt gemessener Messlauf nicht gespeichert: Er wird hier angezeigt, „Exportieren…“ speichert ihn in eine Datei, und beim Schließen der App geht er verloren. Wählen Sie zuerst unter Bearbeiten → Einstellungen eine Datenbank.
Grund: %1</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Vollständig</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>This run is not stored: save it as a run bundle (.json, to import later) or a PDF report.</source>
        <translation>Dieser Messlauf ist nicht gespeichert: Sichern Sie ihn als Messlauf-Bündel (.json, später importierbar) oder als PDF-Bericht.</translation>
    </message>
    <message>
        <source>Time cap in force: %1.</source>
        <translation>Geltendes Zeitlimit: %1.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>The run is stopped after this long; what it measured by then is kept. Automatic: three times the planned time plus a minute. Raise it on a loaded machine.</source>
        <translation>Nach dieser Zeit wird der Lauf angehalten; was bis dahin gemessen wurde, bleibt erhalten. Automatisch: das Dreifache der geplanten Zeit plus eine Minute. Auf einer ausgelasteten Maschine erhöhen.</translation>
    </message>
    <message>
        <source>Time &amp;cap</source>
        <translation>&amp;Zeitlimit</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ProfileEditor</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Discard your changes to %1?</source>
        <translation>Ihre Änderungen an %1 verwerfen?</translation>
    </message>
    <message>
        <source>&amp;Id</source>
        <translation>&amp;ID</translation>
    </message>
    <message>
        <source>A short unique name for the command line: lowercase letters, digits and dashes (%1).</source>
        <translation>Ein kurzer, eindeutiger Name für die Kommandozeile: Kleinbuchstaben, Ziffern und Bindestriche (%1).</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>The name shown in lists.</source>
        <translation>Der in Listen angezeigte Name.</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>N&amp;eu</translation>
    </message>
    <message>
        <source>D&amp;uplicate to edit</source>
        <translation>Zum Bearbeiten &amp;duplizieren</translation>
    </message>
    <message>
        <source>Catalog entries are read-only: make your own copy to change.</source>
        <translation>Katalogeinträge sind schreibgeschützt: Erstellen Sie zum Ändern eine eigene Kopie.</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Cannot duplicate</source>
        <translation>Duplizieren nicht möglich</translation>
    </message>
    <message>
        <source>Check that the database is writable.</source>
        <translation>Prüfen Sie, ob die Datenbank beschreibbar ist.</translation>
    </message>
    <message>
        <source>Made %1, a copy you can edit.</source>
        <translation>%1 angelegt, eine Kopie, die Sie bearbeiten können.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>Cannot delete</source>
        <translation>Löschen nicht möglich</translation>
    </message>
    <message>
        <source>Deleted %1.</source>
        <translation>%1 gelöscht.</translation>
    </message>
</context>
<context>
    <name>roofline::ui::RegressionFlags</name>
    <message numerus="yes">
        <source>Checking for a regression against the previous %n run(s)…</source>
        <translation>
            <numerusform>Prüfung auf Verschlechterung gegenüber %n vorherigem Messlauf…</numerusform>
            <numerusform>Prüfung auf Verschlechterung gegenüber %n vorherigen Messläufen…</numerusform>
        </translation>
    </message>
    <message>
        <source>No regression check: no earlier complete run of this host and device.</source>
        <translation>Keine Prüfung auf Verschlechterung: kein früherer abgeschlossener Messlauf dieses Hosts und Geräts.</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ReportPreview</name>
    <message>
        <source>Cannot show the report&apos;s PDF %1.</source>
        <translation>Das PDF des Berichts %1 kann nicht angezeigt werden.</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ReportTextPreview</name>
    <message>
        <source>Choose runs and press Preview.</source>
        <translation>Wählen Sie Messläufe und klicken Sie auf Vorschau.</translation>
    </message>
    <message numerus="yes">
        <source>The PDF carries %n attached file(s), e.g. the run bundle for re-import.</source>
        <translation>
            <numerusform>Das PDF enthält %n angehängte Datei, z. B. das Messlauf-Bundle zum erneuten Import.</numerusform>
            <numerusform>Das PDF enthält %n angehängte Dateien, z. B. das Messlauf-Bundle zum erneuten Import.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ui::ReportsPage</name>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>Include &amp;GPU trend charts</source>
        <translation>&amp;GPU-Trenddiagramme einbeziehen</translation>
    </message>
    <message>
        <source>Ridge point and growth of compute, bandwidth and capacity across GPU generations (hardware report).</source>
        <translation>Kammpunkt und Wachstum von Rechenleistung, Bandbreite und Kapazität über GPU-Generationen (Hardwarebericht).</translation>
    </message>
    <message>
        <source>Include &amp;every measurement</source>
        <translation>&amp;Alle Messwerte einbeziehen</translation>
    </message>
    <message>
        <source>An appendix table with every measured point and its statistics (hardware report).</source>
        <translation>Eine Anhangstabelle mit jedem gemessenen Punkt und seiner Statistik (Hardwarebericht).</translation>
    </message>
    <message>
        <source>Only &amp;significant changes</source>
        <translation>Nur &amp;signifikante Änderungen</translation>
    </message>
    <message>
        <source>The comparison&apos;s ratio table lists only rows that differ from the baseline beyond noise.</source>
        <translation>Die Verhältnistabelle des Vergleichs listet nur Zeilen auf, die über das Rauschen hinaus von der Referenz abweichen.</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>&amp;Vorschau</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>P&amp;DF exportieren…</translation>
    </message>
    <message>
        <source>A vector PDF with the run bundle attached, so it can be imported again.</source>
        <translation>Ein Vektor-PDF mit angehängtem Messlauf-Bundle, damit es wieder importiert werden kann.</translation>
    </message>
    <message>
        <source>Export &amp;HTML…</source>
        <translation>&amp;HTML exportieren…</translation>
    </message>
    <message>
        <source>One self-contained HTML page.</source>
        <translation>Eine eigenständige HTML-Seite.</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>The tables as CSV files (raw SI values), one per table.</source>
        <translation>Die Tabellen als CSV-Dateien (rohe SI-Werte), eine pro Tabelle.</translation>
    </message>
    <message>
        <source>Export charts (PNG &amp;&amp; SVG)…</source>
        <translation>Diagramme exportieren (PNG &amp;&amp; SVG)…</translation>
    </message>
    <message>
        <source>Every chart as a PNG image and an SVG drawing, into a folder.</source>
        <translation>Jedes Diagramm als PNG-Bild und SVG-Zeichnung in einen Ordner.</translation>
    </message>
    <message>
        <source>Tick a run.</source>
        <translation>Haken Sie einen Messlauf an.</translation>
    </message>
    <message>
        <source>Hardware report of one run.</source>
        <translation>Hardwarebericht eines Messlaufs.</translation>
    </message>
    <message numerus="yes">
        <source>Comparison report of %n runs.</source>
        <translation>
            <numerusform>Vergleichsbericht von %n Messlauf.</numerusform>
            <numerusform>Vergleichsbericht von %n Messläufen.</numerusform>
        </translation>
    </message>
    <message>
        <source>No runs stored yet: measure one on the Probe page.</source>
        <translation>Noch keine Messläufe gespeichert: Messen Sie einen auf der Seite Messen.</translation>
    </message>
    <message>
        <source>Tick at least one run.</source>
        <translation>Haken Sie mindestens einen Messlauf an.</translation>
    </message>
    <message>
        <source>Composing the report…</source>
        <translation>Bericht wird erstellt…</translation>
    </message>
    <message>
        <source>Report ready: %1</source>
        <translation>Bericht bereit: %1</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Schreibe %1…</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s) to %1</source>
        <translation>
            <numerusform>%n Datei nach %1 geschrieben</numerusform>
            <numerusform>%n Dateien nach %1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Tick the runs to report first.</source>
        <translation>Haken Sie zuerst die Messläufe für den Bericht an.</translation>
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
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>Diagramme exportieren</translation>
    </message>
    <message>
        <source>Folder for the charts</source>
        <translation>Ordner für die Diagramme</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop composing or writing the report.</source>
        <translation>Das Erstellen oder Schreiben des Berichts abbrechen.</translation>
    </message>
    <message>
        <source>Reading the runs…</source>
        <translation>Lese die Messläufe…</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Export fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>Export cancelled.</source>
        <translation>Export abgebrochen.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Preview cancelled.</source>
        <translation>Vorschau abgebrochen.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder: %1</source>
        <translation>Kann keinen temporären Ordner anlegen: %1</translation>
    </message>
    <message>
        <source>The report command crashed.</source>
        <translation>Der Berichtsbefehl ist abgestürzt.</translation>
    </message>
    <message>
        <source>The report command failed (exit code %1).</source>
        <translation>Der Berichtsbefehl ist fehlgeschlagen (Exitcode %1).</translation>
    </message>
    <message>
        <source>Cannot run %1: %2</source>
        <translation>Kann %1 nicht ausführen: %2</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Kann %1 nicht schreiben.</translation>
    </message>
    <message>
        <source>Check the database is reachable and the folder is writable, then try again.</source>
        <translation>Prüfen Sie, ob die Datenbank erreichbar und der Ordner beschreibbar ist, und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Tick one run for its hardware report, or several for a comparison report.</source>
        <translation>Einen Messlauf für seinen Hardwarebericht anhaken, oder mehrere für einen Vergleichsbericht.</translation>
    </message>
    <message>
        <source>Comparison report: the run the others are divided by. The earliest ticked run unless you choose another.</source>
        <translation>Vergleichsbericht: der Messlauf, durch den die anderen geteilt werden. Der früheste angehakte Messlauf, sofern Sie keinen anderen wählen.</translation>
    </message>
    <message>
        <source>&amp;Baseline</source>
        <translation>&amp;Referenz</translation>
    </message>
    <message>
        <source>Compose the report and show it here (F5 reads the runs again and composes it anew).</source>
        <translation>Den Bericht erstellen und hier zeigen (F5 liest die Messläufe neu und erstellt ihn erneut).</translation>
    </message>
</context>
<context>
    <name>roofline::ui::RunChartPanel</name>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>Bandwidth ladder</source>
        <translation>Bandbreitenleiter</translation>
    </message>
    <message>
        <source>Latency ladder</source>
        <translation>Latenzleiter</translation>
    </message>
    <message>
        <source>Peak per number format</source>
        <translation>Spitzenwert pro Zahlenformat</translation>
    </message>
    <message>
        <source>Bandwidth against working set</source>
        <translation>Bandbreite über der Arbeitsmenge</translation>
    </message>
    <message>
        <source>Latency against working set</source>
        <translation>Latenz über der Arbeitsmenge</translation>
    </message>
    <message>
        <source>Which chart to draw from the measurements. Hover over a point for its value.</source>
        <translation>Welches Diagramm aus den Messwerten gezeichnet wird. Fahren Sie mit der Maus über einen Punkt, um seinen Wert zu sehen.</translation>
    </message>
    <message>
        <source>C&amp;hart:</source>
        <translation>&amp;Diagramm:</translation>
    </message>
    <message>
        <source>No measurements yet</source>
        <translation>Noch keine Messwerte</translation>
    </message>
    <message>
        <source>sweep (measured)</source>
        <translation>Sweep (gemessen)</translation>
    </message>
    <message>
        <source>Drop a kernel file (CSV, JSON or ncu --csv) here to import its kernels onto the run shown.</source>
        <translation>Eine Kernel-Datei (CSV, JSON oder ncu --csv) hier ablegen, um ihre Kernel in den gezeigten Lauf zu importieren.</translation>
    </message>
</context>
<context>
    <name>roofline::ui::RunPicker</name>
    <message>
        <source>Search host, device, date, suite, tag…</source>
        <translation>Host, Gerät, Datum, Suite, Tag suchen…</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s), %1 ticked</source>
        <translation>
            <numerusform>%n Messlauf, %1 angehakt</numerusform>
            <numerusform>%n Messläufe, %1 angehakt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n run(s) shown, %2 ticked</source>
        <translation>
            <numerusform>%1 von %n Messlauf angezeigt, %2 angehakt</numerusform>
            <numerusform>%1 von %n Messläufen angezeigt, %2 angehakt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n older not listed)</source>
        <translation>
            <numerusform>(%n älterer nicht aufgelistet)</numerusform>
            <numerusform>(%n ältere nicht aufgelistet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Older runs (%n)</source>
        <translation>
            <numerusform>Ä&amp;lterer Messlauf (%n)</numerusform>
            <numerusform>Ä&amp;ltere Messläufe (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Finds the stored runs whose id, host, device, date, suite, tags, notes or status hold every word typed, however old (Ctrl+F). Ticked runs stay ticked.</source>
        <translation>Findet die gespeicherten Messläufe, deren Nummer, Host, Gerät, Datum, Suite, Tags, Notizen oder Status jedes eingegebene Wort enthalten, wie alt sie auch sind (Strg+F). Angehakte Messläufe bleiben angehakt.</translation>
    </message>
    <message>
        <source>Lists the next older runs that match the search too.</source>
        <translation>Listet auch die nächsten älteren Messläufe auf, die zur Suche passen.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) match the search, %1 ticked</source>
        <translation>
            <numerusform>%n Messlauf passt zur Suche, %1 angehakt</numerusform>
            <numerusform>%n Messläufe passen zur Suche, %1 angehakt</numerusform>
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
            <numerusform>%1 auf %2, Suite %3, %n Messung. Zeile anklicken zum Anhaken.</numerusform>
            <numerusform>%1 auf %2, Suite %3, %n Messungen. Zeile anklicken zum Anhaken.</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Messlauf</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Suite</source>
        <translation>Suite</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>roofline::ui::Session</name>
    <message>
        <source>the database was not opened</source>
        <translation>die Datenbank wurde nicht geöffnet</translation>
    </message>
    <message>
        <source>No run history is available: %1
Choose another database in Edit → Preferences (or fix the database file).</source>
        <translation>Kein Verlauf der Messläufe verfügbar: %1
Wählen Sie unter Bearbeiten → Einstellungen eine andere Datenbank (oder reparieren Sie die Datenbankdatei).</translation>
    </message>
</context>
<context>
    <name>roofline::ui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Run history database</source>
        <translation>Datenbank für den Verlauf der Messläufe</translation>
    </message>
    <message>
        <source>&amp;Local file (SQLite)</source>
        <translation>&amp;Lokale Datei (SQLite)</translation>
    </message>
    <message>
        <source>Runs are kept in one file on this computer.</source>
        <translation>Messläufe werden in einer Datei auf diesem Rechner gespeichert.</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Standard: %1</translation>
    </message>
    <message>
        <source>The database file; a new one is created when it does not exist. Leave empty for the default.</source>
        <translation>Die Datenbankdatei; existiert sie nicht, wird eine neue angelegt. Leer lassen für den Standard.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Shared server (PostgreSQL)</source>
        <translation>&amp;Gemeinsamer Server (PostgreSQL)</translation>
    </message>
    <message>
        <source>Runs are kept on a PostgreSQL server that the lab&apos;s machines share.</source>
        <translation>Messläufe werden auf einem PostgreSQL-Server gespeichert, den sich die Rechner des Labors teilen.</translation>
    </message>
    <message>
        <source>postgresql://user@host:port/database, optionally with ?schema=NAME, sslmode or connect_timeout.</source>
        <translation>postgresql://user@host:port/database, optional mit ?schema=NAME, sslmode oder connect_timeout.</translation>
    </message>
    <message>
        <source>The password comes from ~/.pgpass (or PGPASSFILE). When the server asks for one that is not there, Roofline Lab asks you and keeps it for this session only.</source>
        <translation>Das Passwort stammt aus ~/.pgpass (oder PGPASSFILE). Verlangt der Server eines, das dort nicht steht, fragt Roofline Lab Sie danach und behält es nur für diese Sitzung.</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>Open the chosen database as a check; the app keeps using the current one.</source>
        <translation>Die gewählte Datenbank zur Probe öffnen; die Anwendung verwendet weiterhin die aktuelle.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>Systemstandard (%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Takes effect after Roofline Lab restarts.</source>
        <translation>Wird nach einem Neustart von Roofline Lab wirksam.</translation>
    </message>
    <message>
        <source>Display units</source>
        <translation>Anzeigeeinheiten</translation>
    </message>
    <message>
        <source>GB/s, TB/s (decimal)</source>
        <translation>GB/s, TB/s (dezimal)</translation>
    </message>
    <message>
        <source>GiB/s (binary)</source>
        <translation>GiB/s (binär)</translation>
    </message>
    <message>
        <source>&amp;Bandwidth:</source>
        <translation>&amp;Bandbreite:</translation>
    </message>
    <message>
        <source>KiB, MiB, GiB (binary)</source>
        <translation>KiB, MiB, GiB (binär)</translation>
    </message>
    <message>
        <source>kB, MB, GB (decimal)</source>
        <translation>kB, MB, GB (dezimal)</translation>
    </message>
    <message>
        <source>&amp;Working sets:</source>
        <translation>&amp;Arbeitsmengen:</translation>
    </message>
    <message>
        <source>Automatic (ns, µs, ms)</source>
        <translation>Automatisch (ns, µs, ms)</translation>
    </message>
    <message>
        <source>Nanoseconds</source>
        <translation>Nanosekunden</translation>
    </message>
    <message>
        <source>Clock cycles</source>
        <translation>Taktzyklen</translation>
    </message>
    <message>
        <source>Cycles of the clock the run measured; runs without one, or several runs at different clocks, stay in time units.</source>
        <translation>Zyklen des Takts, den der Messlauf gemessen hat; Messläufe ohne Takt oder mehrere Messläufe mit unterschiedlichen Takten bleiben in Zeiteinheiten.</translation>
    </message>
    <message>
        <source>La&amp;tency:</source>
        <translation>Late&amp;nz:</translation>
    </message>
    <message>
        <source>Automatic (GFLOP/s, TFLOP/s)</source>
        <translation>Automatisch (GFLOP/s, TFLOP/s)</translation>
    </message>
    <message>
        <source>&amp;Compute:</source>
        <translation>&amp;Rechenleistung:</translation>
    </message>
    <message>
        <source>Charts and reports show these units; stored runs, bundles and CSV/JSON exports stay in SI units.</source>
        <translation>Diagramme und Berichte zeigen diese Einheiten; gespeicherte Messläufe, Bundles und CSV/JSON-Exporte bleiben in SI-Einheiten.</translation>
    </message>
    <message>
        <source>This session uses %1 (given by %2). A database chosen here is saved for later starts, and opened now if you change it.</source>
        <translation>Diese Sitzung verwendet %1 (vorgegeben durch %2). Eine hier gewählte Datenbank wird für spätere Starts gespeichert und sofort geöffnet, wenn Sie sie ändern.</translation>
    </message>
    <message>
        <source>Roofline Lab databases (*.sqlite *.db);;All files (*)</source>
        <translation>Roofline-Lab-Datenbanken (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The folder %1 cannot be written to.</source>
        <translation>In den Ordner %1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>%1 does not exist yet; it is created when you apply this choice.</source>
        <translation>%1 existiert noch nicht; die Datei wird angelegt, wenn Sie diese Auswahl übernehmen.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbinde mit %1…</translation>
    </message>
    <message>
        <source>Database not changed</source>
        <translation>Datenbank nicht geändert</translation>
    </message>
    <message>
        <source>The other preferences were saved.</source>
        <translation>Die übrigen Einstellungen wurden gespeichert.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Öffne %1…</translation>
    </message>
    <message>
        <source>Connection works: %1</source>
        <translation>Verbindung funktioniert: %1</translation>
    </message>
    <message>
        <source>Roofline Lab keeps using %1.</source>
        <translation>Roofline Lab verwendet weiterhin %1.</translation>
    </message>
    <message>
        <source>Roofline Lab continues without a run history.</source>
        <translation>Roofline Lab arbeitet ohne Verlauf der Messläufe weiter.</translation>
    </message>
    <message>
        <source>%1 could not be opened:
%2</source>
        <translation>%1 konnte nicht geöffnet werden:
%2</translation>
    </message>
    <message>
        <source>Check that the server is running and reachable, that the user may connect to that database, and the password (in ~/.pgpass or typed when asked); then press OK again, or Cancel.</source>
        <translation>Prüfen Sie, ob der Server läuft und erreichbar ist, ob der Benutzer sich mit dieser Datenbank verbinden darf, und das Passwort (in ~/.pgpass oder bei Nachfrage eingegeben); klicken Sie dann erneut auf OK oder auf Abbrechen.</translation>
    </message>
    <message>
        <source>Choose another file (or an empty name for the default), or move the damaged file aside; then press OK again, or Cancel.</source>
        <translation>Wählen Sie eine andere Datei (oder einen leeren Namen für den Standard) oder verschieben Sie die beschädigte Datei; klicken Sie dann erneut auf OK oder auf Abbrechen.</translation>
    </message>
    <message>
        <source>Now using %1.</source>
        <translation>Jetzt wird %1 verwendet.</translation>
    </message>
    <message>
        <source>Run history: %1</source>
        <translation>Verlauf der Messläufe: %1</translation>
    </message>
</context>
<context>
    <name>roofline::ui::SweepChart</name>
    <message>
        <source>batch %1</source>
        <translation>Batch %1</translation>
    </message>
    <message>
        <source>context %1</source>
        <translation>Kontext %1</translation>
    </message>
    <message>
        <source>Batch size (sequences)</source>
        <translation>Batchgröße (Sequenzen)</translation>
    </message>
    <message>
        <source>Context length (tokens)</source>
        <translation>Kontextlänge (Tokens)</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 ab %2</translation>
    </message>
    <message>
        <source>Nothing to sweep</source>
        <translation>Nichts für einen Sweep</translation>
    </message>
    <message>
        <source>Throughput, tokens/s (solid)</source>
        <translation>Token/s (durchgezogen)</translation>
    </message>
    <message>
        <source>Time per token (dashed)</source>
        <translation>Zeit pro Token (gestrichelt)</translation>
    </message>
    <message>
        <source>Time per step = first token (dashed)</source>
        <translation>Zeit pro Schritt = erstes Token (gestrichelt)</translation>
    </message>
    <message>
        <source>%1 per token</source>
        <translation>%1 pro Token</translation>
    </message>
    <message>
        <source>%1 per step</source>
        <translation>%1 pro Schritt</translation>
    </message>
    <message>
        <source>%1: does not fit in %2</source>
        <translation>%1: passt nicht in %2</translation>
    </message>
    <message>
        <source>Throughput (solid)</source>
        <translation>Durchsatz (durchgezogen)</translation>
    </message>
    <message>
        <source>%1 on %2: %3 tokens/s, %4; %5</source>
        <translation>%1 auf %2: %3 tokens/s, %4; %5</translation>
    </message>
    <message>
        <source>; does not fit in memory</source>
        <translation>; passt nicht in den Speicher</translation>
    </message>
    <message>
        <source>%1: does not fit in memory</source>
        <translation>%1: passt nicht in den Speicher</translation>
    </message>
    <message>
        <source>Does not fit in %1</source>
        <translation>Passt nicht in %1</translation>
    </message>
    <message>
        <source>%1: %2 → %3 where the clocks cross, at %4: %5 tokens/s, %6</source>
        <translation>%1: %2 → %3, wo sich die Uhren kreuzen, bei %4: %5 tokens/s, %6</translation>
    </message>
    <message>
        <source>set: %1</source>
        <translation>eingestellt: %1</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>measured (%1 %2): %3 tokens/s, %4; %5</source>
        <translation>gemessen (%1 %2): %3 Tokens/s, %4; %5</translation>
    </message>
    <message>
        <source>measured memory→compute flip (the knee of the measured steps) at batch %1</source>
        <translation>gemessener Wechsel Speicher→Rechnen (der Knick der gemessenen Schritte) bei Batch %1</translation>
    </message>
    <message>
        <source>measured: compute-bound from batch %1</source>
        <translation>gemessen: rechengebunden ab Batch %1</translation>
    </message>
</context>
<context>
    <name>roofline::ui::SyncDialog</name>
    <message>
        <source>Sync runs with another database</source>
        <translation>Messläufe mit einer anderen Datenbank abgleichen</translation>
    </message>
    <message>
        <source>Copies the runs the other side lacks (with their measurements, tags and notes) and user GPU and model profiles. Nothing is overwritten or deleted; running it again copies only what is still missing.</source>
        <translation>Kopiert die Messläufe, die der anderen Seite fehlen (mit Messwerten, Tags und Notizen), sowie benutzerdefinierte GPU- und Modellprofile. Nichts wird überschrieben oder gelöscht; ein zweiter Abgleich kopiert nur, was noch fehlt.</translation>
    </message>
    <message>
        <source>/path/to/roofline.sqlite or postgresql://user@host/db</source>
        <translation>/pfad/zu/roofline.sqlite oder postgresql://user@host/db</translation>
    </message>
    <message>
        <source>A SQLite file (created if missing) or a PostgreSQL URL without a password; the password comes from ~/.pgpass or is asked for.</source>
        <translation>Eine SQLite-Datei (wird bei Bedarf angelegt) oder eine PostgreSQL-URL ohne Passwort; das Passwort stammt aus ~/.pgpass oder wird abgefragt.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>Other database</source>
        <translation>Andere Datenbank</translation>
    </message>
    <message>
        <source>SQLite databases (*.sqlite *.db)</source>
        <translation>SQLite-Datenbanken (*.sqlite *.db)</translation>
    </message>
    <message>
        <source>&amp;Other database:</source>
        <translation>&amp;Andere Datenbank:</translation>
    </message>
    <message>
        <source>&amp;Copy this database&apos;s runs there</source>
        <translation>Messläufe dieser Datenbank dorthin &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy that database&apos;s runs &amp;here</source>
        <translation>Messläufe jener Datenbank &amp;hierher kopieren</translation>
    </message>
    <message>
        <source>Direction:</source>
        <translation>Richtung:</translation>
    </message>
    <message>
        <source>&amp;Sync</source>
        <translation>&amp;Abgleichen</translation>
    </message>
    <message>
        <source>Name the other database.</source>
        <translation>Geben Sie die andere Datenbank an.</translation>
    </message>
    <message>
        <source>That is the database this window already uses.</source>
        <translation>Das ist die Datenbank, die dieses Fenster bereits verwendet.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Öffne %1…</translation>
    </message>
    <message>
        <source>Could not open the other database: %1</source>
        <translation>Die andere Datenbank konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Copying runs from %1 into this database…</source>
        <translation>Kopiere Messläufe aus %1 in diese Datenbank…</translation>
    </message>
    <message>
        <source>Copying runs from this database to %1…</source>
        <translation>Kopiere Messläufe aus dieser Datenbank nach %1…</translation>
    </message>
    <message>
        <source>The sync stopped: %1
What was copied before stays; sync again to copy the rest.</source>
        <translation>Der Abgleich wurde abgebrochen: %1
Bereits Kopiertes bleibt erhalten; gleichen Sie erneut ab, um den Rest zu kopieren.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) copied</source>
        <translation>
            <numerusform>%n Messlauf kopiert</numerusform>
            <numerusform>%n Messläufe kopiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already there</source>
        <translation>
            <numerusform>%n bereits vorhanden</numerusform>
            <numerusform>%n bereits vorhanden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n still running (a later sync copies them)</source>
        <translation>
            <numerusform>%n läuft noch (ein späterer Abgleich kopiert ihn)</numerusform>
            <numerusform>%n laufen noch (ein späterer Abgleich kopiert sie)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n profile(s) copied</source>
        <translation>
            <numerusform>%n Profil kopiert</numerusform>
            <numerusform>%n Profile kopiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Kept as they are (different on each side): %1</source>
        <translation>Unverändert belassen (auf beiden Seiten verschieden): %1</translation>
    </message>
</context>
<context>
    <name>roofline::ui::UnsavedRunExporter</name>
    <message>
        <source>There is no unsaved run to export.</source>
        <translation>Es gibt keinen ungespeicherten Messlauf zum Exportieren.</translation>
    </message>
    <message>
        <source>Export the unsaved run</source>
        <translation>Den ungespeicherten Messlauf exportieren</translation>
    </message>
    <message>
        <source>Run bundle (*.json);;PDF report (*.pdf)</source>
        <translation>Messlauf-Bündel (*.json);;PDF-Bericht (*.pdf)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportiert nach %1.</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Export fehlgeschlagen: %1</translation>
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
        <translation>&lt;p&gt;Jeder Rechenschritt läuft gegen zwei Uhren: Bytes bewegen (Bandbreite) und rechnen (Spitzen-FLOP/s). Roofline Lab misst beide auf diesem Rechner und erklärt, welche gewinnt.&lt;/p&gt;&lt;p&gt;Der Katalog enthält &lt;b&gt;%1&lt;/b&gt; GPU-Profile, &lt;b&gt;%2&lt;/b&gt; LLM-Spezifikationen und &lt;b&gt;%3&lt;/b&gt; Zahlenformate.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Measure this machine</source>
        <translation>Diesen Rechner &amp;vermessen</translation>
    </message>
    <message>
        <source>Run the quick suite on the device chosen on the Probe page.</source>
        <translation>Die schnelle Suite auf dem auf der Seite „Messen“ gewählten Gerät ausführen.</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <source>Recent runs</source>
        <translation>Letzte Messläufe</translation>
    </message>
    <message>
        <source>Double-click (or Enter) opens the run in History.</source>
        <translation>Doppelklick (oder Eingabe) öffnet den Messlauf im Verlauf.</translation>
    </message>
    <message>
        <source>Asking the measurement engine…</source>
        <translation>Mess-Engine wird abgefragt…</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2 (cannot be measured: %3)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2 (nicht messbar: %3)</translation>
    </message>
    <message>
        <source>Runs are stored in %1.</source>
        <translation>Messläufe werden in %1 gespeichert.</translation>
    </message>
    <message>
        <source>No runs stored yet: measure this machine.</source>
        <translation>Noch keine Messläufe gespeichert: Vermessen Sie diesen Rechner.</translation>
    </message>
    <message>
        <source>%1 · %2 suite · %3</source>
        <translation>%1 · Suite %2 · %3</translation>
    </message>
</context>
<context>
    <name>roofline::usecases::Baselines</name>
    <message>
        <source>run %1 has no earlier complete run to compare with; probe the node again later or give --baseline ID</source>
        <translation>Messlauf %1 hat keinen früheren abgeschlossenen Messlauf zum Vergleich; messen Sie den Knoten später erneut oder geben Sie --baseline ID an</translation>
    </message>
    <message>
        <source>run %1 was deleted meanwhile</source>
        <translation>Messlauf %1 wurde inzwischen gelöscht</translation>
    </message>
    <message>
        <source>no complete run of %1 on host %2 (&apos;roofline runs list&apos; shows the host names the runs carry)</source>
        <translation>kein abgeschlossener Messlauf von %1 auf Host %2 (&apos;roofline runs list&apos; zeigt die Hostnamen der Messläufe)</translation>
    </message>
</context>
<context>
    <name>roofline::usecases::Fleet</name>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
</context>
<context>
    <name>roofline::usecases::Kernels</name>
    <message>
        <source>not attached to a run: no roofs to place it on (import it with --run ID)</source>
        <translation>keinem Lauf zugeordnet: keine Dächer, auf die er gesetzt werden kann (mit --run ID importieren)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of auto, csv, json, ncu, rocprof</source>
        <translation>„%1“ ist keins von auto, csv, json, ncu, rocprof</translation>
    </message>
</context>
<context>
    <name>roofline::usecases::LatestRuns</name>
    <message>
        <source>No measurements: the run completed but stored nothing, so it never counts as this node&apos;s latest run.</source>
        <translation>Keine Messwerte: Der Lauf ist abgeschlossen, hat aber nichts gespeichert und zählt daher nie als neuester Lauf dieses Knotens.</translation>
    </message>
    <message>
        <source>No measurements: the run ended (%1) before measuring anything.</source>
        <translation>Keine Messwerte: Der Lauf endete (%1), bevor etwas gemessen wurde.</translation>
    </message>
    <message>
        <source>it did not complete (%1)</source>
        <translation>er wurde nicht abgeschlossen (%1)</translation>
    </message>
    <message>
        <source>it has no measurements</source>
        <translation>er hat keine Messwerte</translation>
    </message>
    <message>
        <source>it ran the %1 suite, not the quick one</source>
        <translation>er lief mit der Suite %1, nicht mit der schnellen</translation>
    </message>
    <message>
        <source>it measured no main-memory bandwidth</source>
        <translation>er hat keine Hauptspeicher-Bandbreite gemessen</translation>
    </message>
    <message>
        <source>it measured no FLOP/s peak</source>
        <translation>er hat keinen FLOP/s-Spitzenwert gemessen</translation>
    </message>
</context>
<context>
    <name>roofline::usecases::PdfAttachments</name>
    <message>
        <source>%1: not a PDF file</source>
        <translation>%1: keine PDF-Datei</translation>
    </message>
    <message>
        <source>%1: attachment object %2 is missing</source>
        <translation>%1: Anhangsobjekt %2 fehlt</translation>
    </message>
    <message>
        <source>%1: attachment object %2 has no data</source>
        <translation>%1: Anhangsobjekt %2 enthält keine Daten</translation>
    </message>
    <message>
        <source>%1: attachment object %2 is truncated</source>
        <translation>%1: Anhangsobjekt %2 ist abgeschnitten</translation>
    </message>
    <message>
        <source>%1: an attached file could not be decompressed</source>
        <translation>%1: eine angehängte Datei konnte nicht entpackt werden</translation>
    </message>
    <message>
        <source>%1: an attached file uses a compression Roofline Lab cannot read</source>
        <translation>%1: eine angehängte Datei verwendet eine Kompression, die Roofline Lab nicht lesen kann</translation>
    </message>
</context>
<context>
    <name>roofline::usecases::PeerImports</name>
    <message>
        <source>&apos;%1&apos; is not a tool this version reads: %2</source>
        <translation>&apos;%1&apos; ist kein Werkzeug, das diese Version liest: %2</translation>
    </message>
    <message>
        <source>%1: %2 bytes; an imported output may have at most %3</source>
        <translation>%1: %2 Bytes; eine importierte Ausgabe darf höchstens %3 haben</translation>
    </message>
</context>
<context>
    <name>roofline::usecases::Reports</name>
    <message>
        <source>give exactly one run</source>
        <translation>genau einen Messlauf angeben</translation>
    </message>
    <message>
        <source>give between 2 and %1 run ids</source>
        <translation>zwischen 2 und %1 Messlauf-IDs angeben</translation>
    </message>
    <message>
        <source>must be between 0 and %1</source>
        <translation>muss zwischen 0 und %1 liegen</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>run %1 has no kernels tagged &apos;%2&apos;</source>
        <translation>Lauf %1 hat keine Kernel mit dem Tag „%2“</translation>
    </message>
</context>
<context>
    <name>roofline::usecases::RunEdits</name>
    <message>
        <source>%1: the notes and tags of run %2 read back differ from what was saved; another program may have changed them at the same moment. Look at the run again before saving once more.</source>
        <translation>%1: Die zurückgelesenen Notizen und Tags von Lauf %2 weichen vom Gespeicherten ab; ein anderes Programm hat sie vielleicht im selben Moment geändert. Sehen Sie sich den Lauf erneut an, bevor Sie noch einmal speichern.</translation>
    </message>
</context>
<context>
    <name>roofline::usecases::RunTransfer</name>
    <message>
        <source>Cannot create a temporary folder: %1</source>
        <translation>Kann keinen temporären Ordner anlegen: %1</translation>
    </message>
    <message>
        <source>Cannot write a temporary file: %1</source>
        <translation>Eine temporäre Datei kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>%1 carries no run bundle.</source>
        <translation>%1 enthält kein Messlauf-Bundle.</translation>
    </message>
</context>
<context>
    <name>roofline::usecases::Runs</name>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>Reading run %1 (%2 of %3)…</source>
        <translation>Lese Messlauf %1 (%2 von %3) …</translation>
    </message>
</context>
</TS>
