// SPDX-License-Identifier: MIT
#include "storage/Schema.h"

namespace roofline::storage {

namespace {

// The runs (typed columns for what the app filters and sorts on, the bundle's host and
// device as JSON), their indexes and their tags.
QStringList runTables() {
    return {
        QStringLiteral("CREATE TABLE runs ("
                       " id INTEGER PRIMARY KEY,"
                       " uuid TEXT NOT NULL UNIQUE COLLATE NOCASE,"
                       " started_at INTEGER NOT NULL,"
                       " finished_at INTEGER,"
                       " status TEXT NOT NULL"
                       "  CHECK (status IN ('running', 'complete', 'cancelled', 'failed')),"
                       " reason TEXT NOT NULL DEFAULT '',"
                       " suite TEXT NOT NULL DEFAULT '',"
                       " notes TEXT NOT NULL DEFAULT '',"
                       " app_version TEXT NOT NULL DEFAULT '',"
                       " host_name TEXT NOT NULL DEFAULT '',"
                       " host_os TEXT NOT NULL DEFAULT '',"
                       " host_cpu TEXT NOT NULL DEFAULT '',"
                       " host_cores INTEGER NOT NULL DEFAULT 0,"
                       " host_memory_bytes INTEGER NOT NULL DEFAULT 0,"
                       " host_json TEXT NOT NULL DEFAULT '{}',"
                       " device_id TEXT NOT NULL DEFAULT '',"
                       " device_name TEXT NOT NULL DEFAULT '',"
                       " device_uuid TEXT NOT NULL DEFAULT '',"
                       " device_driver TEXT NOT NULL DEFAULT '',"
                       " device_json TEXT NOT NULL DEFAULT '{}',"
                       " extra_json TEXT,"
                       " measurement_count INTEGER NOT NULL DEFAULT 0,"
                       " writer_pid INTEGER,"
                       " writer_host TEXT)"),
        QStringLiteral("CREATE INDEX runs_by_time ON runs (started_at)"),
        QStringLiteral(
            "CREATE INDEX runs_by_device ON runs (device_name, device_uuid, started_at)"),
        QStringLiteral("CREATE INDEX runs_by_host ON runs (host_name, started_at)"),
        QStringLiteral("CREATE INDEX runs_running ON runs (status) WHERE status = 'running'"),
        QStringLiteral("CREATE TABLE run_tags ("
                       " run_id INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,"
                       " tag TEXT NOT NULL,"
                       " position INTEGER NOT NULL,"
                       " PRIMARY KEY (run_id, tag)) WITHOUT ROWID"),
        QStringLiteral("CREATE INDEX run_tags_by_tag ON run_tags (tag)"),
    };
}

// What was measured: the series (one row per kind of measurement) and each run's
// measurements of them, samples as one BLOB each.
QStringList measurementTables() {
    return {
        QStringLiteral("CREATE TABLE series ("
                       " id INTEGER PRIMARY KEY,"
                       " probe TEXT NOT NULL,"
                       " metric TEXT NOT NULL,"
                       " level TEXT NOT NULL,"
                       " format TEXT NOT NULL,"
                       " kernel TEXT NOT NULL,"
                       " working_set_bytes INTEGER NOT NULL,"
                       " threads INTEGER NOT NULL,"
                       " unit TEXT NOT NULL,"
                       " UNIQUE (probe, metric, level, format, kernel, working_set_bytes, threads,"
                       "  unit))"),
        QStringLiteral("CREATE TABLE measurements ("
                       " id INTEGER PRIMARY KEY,"
                       " run_id INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,"
                       " position INTEGER NOT NULL,"
                       " series_id INTEGER NOT NULL REFERENCES series (id),"
                       " value REAL NOT NULL,"
                       " best REAL NOT NULL,"
                       " min REAL NOT NULL,"
                       " median REAL NOT NULL,"
                       " max REAL NOT NULL,"
                       " mean REAL NOT NULL,"
                       " stddev REAL NOT NULL,"
                       " cov REAL,"
                       " n INTEGER NOT NULL,"
                       " params TEXT NOT NULL DEFAULT '{}',"
                       " sample_count INTEGER,"
                       " samples BLOB,"
                       " flags TEXT,"
                       " extra_json TEXT)"),
        QStringLiteral(
            "CREATE UNIQUE INDEX measurements_by_run ON measurements (run_id, position)"),
        QStringLiteral("CREATE INDEX measurements_by_series ON measurements (series_id, run_id)"),
    };
}

// The GPU profiles and model specs: catalog, user and (GPUs) measured entries.
QStringList profileTables() {
    return {
        QStringLiteral("CREATE TABLE gpu_profiles ("
                       " id INTEGER PRIMARY KEY,"
                       " slug TEXT NOT NULL UNIQUE,"
                       " name TEXT NOT NULL,"
                       " source TEXT NOT NULL CHECK (source IN ('catalog', 'user', 'measured')),"
                       " run_id INTEGER REFERENCES runs (id) ON DELETE SET NULL,"
                       " data TEXT NOT NULL,"
                       " updated_at INTEGER NOT NULL)"),
        QStringLiteral("CREATE INDEX gpu_profiles_by_run ON gpu_profiles (run_id)"),
        QStringLiteral("CREATE TABLE model_specs ("
                       " id INTEGER PRIMARY KEY,"
                       " slug TEXT NOT NULL UNIQUE,"
                       " name TEXT NOT NULL,"
                       " source TEXT NOT NULL CHECK (source IN ('catalog', 'user')),"
                       " data TEXT NOT NULL,"
                       " updated_at INTEGER NOT NULL)"),
    };
}

// Version 1. Notes on the shape:
// - runs keep typed columns for what the app filters and sorts on, plus the bundle's full
//   host/device objects as JSON (provenance survives even for keys this build ignores);
// - a `series` row names what was measured (probe, metric, level, format, kernel, working
//   set, threads, unit). Every run of a suite measures the same series, so measurements
//   carry a small integer instead of six strings, and the (probe, metric, level, format,
//   kernel, working set) index stays tiny;
// - raw samples are one BLOB of little-endian doubles per measurement: exact, and 8 bytes a
//   sample instead of a row each;
// - a run starts as 'running' and is finalised, so a crash leaves a visibly unfinished run.
QStringList version1() {
    return QStringList{QStringLiteral("CREATE TABLE meta ("
                                      " key TEXT PRIMARY KEY,"
                                      " value TEXT NOT NULL) WITHOUT ROWID")}
           + runTables() + measurementTables() + profileTables();
}

} // namespace

QStringList Schema::migrationTo(int version, Backend backend) {
    QStringList statements;
    switch (version) {
    case 1:
        statements = version1();
        // SQLite compares uuids with the column's NOCASE collation; PostgreSQL has none, so
        // an index on lower(uuid) keeps "one run per uuid" case-insensitive there.
        if (backend == Backend::PostgreSQL)
            statements << QStringLiteral("CREATE UNIQUE INDEX runs_by_uuid ON runs (lower(uuid))");
        break;
    case 2:
        // A checksum of each measurement's payload (RunRows::measurementDigest), written with
        // it and checked on every read; rows stored before have none and are not checked.
        statements << QStringLiteral("ALTER TABLE measurements ADD COLUMN checksum TEXT");
        break;
    case 3:
        // Kernel points (issue 33): the user's kernels with their provenance, attached to a
        // run of the same device or standing alone (run_id NULL, also when the run is gone).
        statements = {
            QStringLiteral("CREATE TABLE kernels ("
                           " id INTEGER PRIMARY KEY,"
                           " run_id INTEGER REFERENCES runs (id) ON DELETE SET NULL,"
                           " name TEXT NOT NULL,"
                           " source_tool TEXT NOT NULL,"
                           " source_file TEXT NOT NULL DEFAULT '',"
                           " device TEXT NOT NULL DEFAULT '',"
                           " seconds REAL NOT NULL CHECK (seconds > 0),"
                           " launches INTEGER NOT NULL DEFAULT 1,"
                           " flops_json TEXT NOT NULL DEFAULT '{}',"
                           " bytes_json TEXT NOT NULL DEFAULT '{}',"
                           " tags TEXT NOT NULL DEFAULT '',"
                           " params_json TEXT NOT NULL DEFAULT '{}',"
                           " imported_at INTEGER NOT NULL)"),
            QStringLiteral("CREATE INDEX kernels_by_run ON kernels (run_id)"),
        };
        break;
    case 4:
        // The writer's heartbeat (issue 31): a 'running' run's writer renews it while it
        // measures; a run whose heartbeat is older than the lease reads as abandoned
        // (RunRows::statusColumn). Runs stored before have none; their start stands for it.
        statements << QStringLiteral("ALTER TABLE runs ADD COLUMN heartbeat_at INTEGER");
        break;
    default:
        return {};
    }
    for (QString &sql : statements)
        sql = SqlDialect::translate(backend, sql);
    return statements;
}

} // namespace roofline::storage
