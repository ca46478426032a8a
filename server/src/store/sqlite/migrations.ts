// The SQLite schema, one entry per version. An existing data directory upgrades in place: the database
// records its version in `PRAGMA user_version` and every later entry runs, in order, in one transaction.
// Never edit an entry that has shipped; add the next one.

export const MIGRATIONS: ReadonlyArray<{ version: number; sql: string }> = [
  {
    version: 1,
    sql: `
      CREATE TABLE policies (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        description TEXT NOT NULL,
        rule_type TEXT NOT NULL,
        severity TEXT NOT NULL,
        action TEXT NOT NULL,
        is_enabled INTEGER NOT NULL,
        rules TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX policies_created ON policies(created_at);

      -- seq is the rowid: the keyset tiebreak for logs sharing a timestamp.
      CREATE TABLE logs (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        ts INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        user TEXT NOT NULL,
        hostname TEXT NOT NULL,
        ip_address TEXT NOT NULL,
        input_redacted TEXT NOT NULL,
        output_redacted TEXT NOT NULL,
        input_encrypted TEXT NOT NULL,
        output_encrypted TEXT NOT NULL,
        status TEXT NOT NULL,
        policy_triggered TEXT NOT NULL,
        policy_id TEXT NOT NULL,
        ai_model TEXT NOT NULL,
        session_id TEXT NOT NULL,
        event_id TEXT UNIQUE
      );
      -- user rides along in the newest-first indexes so Monitoring's user filter is checked in the index,
      -- without reading each skipped row from the table.
      CREATE INDEX logs_ts ON logs(ts, seq, user);
      CREATE INDEX logs_status_ts ON logs(status, ts, seq, user);
      CREATE INDEX logs_user_ts ON logs(user, ts);
      CREATE INDEX logs_hostname_ts ON logs(hostname, ts);
      CREATE INDEX logs_tool_ts ON logs(ai_model, ts);
      CREATE INDEX logs_policy_ts ON logs(policy_triggered, ts);
      CREATE INDEX logs_ip_ts ON logs(ip_address, ts);

      -- The distinct values of the logs' filtered text fields (kind is the filter: user, tool, policy,
      -- hostname, ip) and how many logs carry each, kept at ingest. A substring filter is matched here
      -- and the logs read by exact value (see store/log-facets.ts). Retention leaves the counts as they
      -- are: they may overcount, and only ever choose a query plan.
      CREATE TABLE log_facets (
        kind TEXT NOT NULL,
        value TEXT NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (kind, value)
      ) WITHOUT ROWID;

      CREATE TABLE alerts (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        ts INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        user TEXT NOT NULL,
        input_preview TEXT NOT NULL,
        output_preview TEXT NOT NULL,
        policy_triggered TEXT NOT NULL,
        policy_id TEXT NOT NULL,
        action_taken TEXT NOT NULL,
        severity TEXT NOT NULL,
        status TEXT NOT NULL,
        log_id TEXT,
        history TEXT NOT NULL,
        resolved_at INTEGER
      );
      CREATE INDEX alerts_ts ON alerts(ts, seq);
      CREATE INDEX alerts_status_ts ON alerts(status, ts, seq);
      CREATE INDEX alerts_severity_ts ON alerts(severity, ts, seq);
      CREATE INDEX alerts_resolved ON alerts(resolved_at) WHERE resolved_at IS NOT NULL;

      CREATE TABLE detections (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        user TEXT NOT NULL,
        hostname TEXT NOT NULL,
        ip_address TEXT NOT NULL,
        os TEXT NOT NULL,
        ai_tool TEXT NOT NULL,
        ts INTEGER NOT NULL,
        event_id TEXT UNIQUE
      );
      CREATE INDEX detections_ts ON detections(ts, seq);
      CREATE INDEX detections_os_ts ON detections(os, ts, seq);

      CREATE TABLE endpoints (
        id TEXT PRIMARY KEY,
        hostname TEXT NOT NULL UNIQUE,
        ip_address TEXT NOT NULL,
        os TEXT NOT NULL,
        client_version TEXT NOT NULL,
        last_seen INTEGER NOT NULL,
        status TEXT NOT NULL,
        user TEXT NOT NULL,
        pending_version TEXT
      );
      CREATE INDEX endpoints_last_seen ON endpoints(last_seen);
      CREATE INDEX endpoints_status ON endpoints(status, last_seen);
      CREATE INDEX endpoints_version ON endpoints(client_version, last_seen);
      CREATE INDEX endpoints_ip ON endpoints(ip_address);
      CREATE INDEX endpoints_os ON endpoints(os);
      CREATE INDEX endpoints_user ON endpoints(user);

      CREATE TABLE access_users (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL,
        access_enabled INTEGER NOT NULL
      );
      CREATE INDEX access_users_email ON access_users(email);
      CREATE TABLE access_groups (
        name TEXT PRIMARY KEY,
        description TEXT NOT NULL,
        access_enabled INTEGER NOT NULL
      );

      CREATE TABLE settings (
        section TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );

      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        username TEXT NOT NULL UNIQUE COLLATE NOCASE,
        email TEXT NOT NULL,
        role TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        profile TEXT NOT NULL,
        notification_prefs TEXT NOT NULL,
        mfa TEXT NOT NULL,
        created_at TEXT NOT NULL
      );

      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        device TEXT NOT NULL,
        location TEXT NOT NULL,
        ip_address TEXT NOT NULL,
        created_at TEXT NOT NULL,
        last_active TEXT NOT NULL
      );
      CREATE INDEX sessions_account ON sessions(account_id);
      CREATE INDEX sessions_last_active ON sessions(last_active);

      CREATE TABLE login_history (
        id TEXT PRIMARY KEY,
        ts TEXT NOT NULL,
        username TEXT NOT NULL,
        account_id TEXT,
        device TEXT NOT NULL,
        location TEXT NOT NULL,
        ip_address TEXT NOT NULL,
        status TEXT NOT NULL
      );
      CREATE INDEX login_history_account_ts ON login_history(account_id, ts);

      CREATE TABLE audit (
        id TEXT PRIMARY KEY,
        at TEXT NOT NULL,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        target TEXT NOT NULL,
        detail TEXT NOT NULL
      );
      CREATE INDEX audit_at ON audit(at);

      CREATE TABLE tickets (
        number INTEGER PRIMARY KEY,
        subject TEXT NOT NULL,
        category TEXT NOT NULL,
        priority TEXT NOT NULL,
        description TEXT NOT NULL,
        attachment TEXT,
        created_at TEXT NOT NULL,
        created_by TEXT NOT NULL
      );

      -- Per-hour counters kept at ingest (hour = epoch ms / 3600000), read by the dashboard.
      CREATE TABLE rollups (
        dim TEXT NOT NULL,
        key TEXT NOT NULL,
        hour INTEGER NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (dim, hour, key)
      ) WITHOUT ROWID;

      -- Agent credentials: only a sha256 of each key is kept (keys are 256 random bits, so a slow hash
      -- would add nothing but latency to every ingest call).
      CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        prefix TEXT NOT NULL,
        key_hash TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        created_by TEXT NOT NULL,
        last_used_at TEXT,
        revoked_at TEXT
      );

      CREATE TABLE hosts_seen (
        hostname TEXT PRIMARY KEY,
        last_seen INTEGER NOT NULL
      ) WITHOUT ROWID;

      -- The eventIds of ingested heartbeats. A heartbeat only updates its endpoint and leaves no row of its
      -- own to hold an eventId, so without these a replayed heartbeat could not be reported as a duplicate
      -- (conversations and detections keep theirs in their own rows). The receipts serve only that report:
      -- a replay can never move an endpoint back (lastSeen only advances), so the status job prunes them
      -- after 7 days, and a heartbeat replayed later than that is harmlessly accepted again.
      CREATE TABLE event_receipts (
        event_id TEXT PRIMARY KEY,
        received_at INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX event_receipts_received ON event_receipts(received_at);
    `,
  },
  {
    version: 2,
    sql: `
      -- Authenticator MFA: the sealed secrets and the last used time step (a code is accepted once).
      ALTER TABLE accounts ADD COLUMN mfa_secret TEXT;
      ALTER TABLE accounts ADD COLUMN mfa_pending_secret TEXT;
      ALTER TABLE accounts ADD COLUMN mfa_last_step INTEGER NOT NULL DEFAULT 0;

      -- Uploaded profile photos, apart from the account row that every request reads.
      CREATE TABLE account_photos (
        account_id TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
        content_type TEXT NOT NULL,
        data BLOB NOT NULL,
        updated_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 3,
    sql: `
      -- Audit records name the acting account by id: a username can be changed in the profile.
      ALTER TABLE audit ADD COLUMN actor_id TEXT;
      UPDATE audit SET actor_id = (SELECT id FROM accounts WHERE accounts.username = audit.actor);
      ALTER TABLE audit RENAME COLUMN actor TO actor_name;
    `,
  },
  {
    version: 4,
    sql: `
      -- Attempts at a secret per (hashed) account, address and pair, kept across restarts.
      CREATE TABLE sign_in_attempts (
        key TEXT PRIMARY KEY,
        count INTEGER NOT NULL,
        window_start INTEGER NOT NULL
      );
      CREATE INDEX sign_in_attempts_window ON sign_in_attempts(window_start);
    `,
  },
  {
    version: 5,
    sql: `
      -- A policy's sensitivity: the lowest detector score it acts on. Existing policies keep medium, the default.
      ALTER TABLE policies ADD COLUMN sensitivity TEXT NOT NULL DEFAULT 'medium';
    `,
  },
  {
    version: 6,
    sql: `
      -- The outbox: events kept in the transaction of the change they tell of (see outbox-port.ts), and
      -- their deliveries, one per (event, destination), keyed by the idempotency key receivers see.
      CREATE TABLE outbox (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        at TEXT NOT NULL,
        event TEXT NOT NULL,
        dispatched INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX outbox_undispatched ON outbox(seq) WHERE dispatched = 0;
      CREATE INDEX outbox_at ON outbox(at) WHERE dispatched = 1;
      CREATE TABLE deliveries (
        key TEXT PRIMARY KEY,
        destination TEXT NOT NULL,
        event TEXT NOT NULL,
        status TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        -- Epoch ms: when a pending delivery is due, or when its current attempt's lease runs out.
        due INTEGER NOT NULL,
        last_error TEXT,
        last_attempt_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX deliveries_due ON deliveries(due) WHERE status = 'pending';
      CREATE INDEX deliveries_destination ON deliveries(destination, last_attempt_at);
      CREATE INDEX deliveries_ended ON deliveries(last_attempt_at) WHERE status <> 'pending';

      -- Where alerts are sent. Secrets inside config are sealed (secret-box.ts).
      CREATE TABLE integrations (
        id TEXT PRIMARY KEY,
        type TEXT NOT NULL,
        name TEXT NOT NULL,
        config TEXT NOT NULL,
        min_severity TEXT NOT NULL,
        enabled INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 7,
    sql: `
      -- Triage: who an alert is assigned to, what the analyst concluded, and their notes.
      ALTER TABLE alerts ADD COLUMN assignee TEXT;
      ALTER TABLE alerts ADD COLUMN disposition TEXT;
      ALTER TABLE alerts ADD COLUMN comments TEXT NOT NULL DEFAULT '[]';
      CREATE INDEX alerts_assignee_ts ON alerts(assignee, ts);
      CREATE INDEX alerts_user_ts ON alerts(user, ts);
    `,
  },
  {
    version: 8,
    sql: `
      -- Where a key may be used (agents, gateway or both); keys issued before scopes open both, as they did.
      ALTER TABLE api_keys ADD COLUMN scope TEXT NOT NULL DEFAULT 'both';
      -- The gateway finds the person a request names by e-mail address in any case, on every request.
      CREATE INDEX access_users_email_nocase ON access_users(email COLLATE NOCASE);
    `,
  },
  {
    version: 9,
    sql: `
      -- Console accounts an admin can switch off without deleting them, and those that signed themselves
      -- up (Allow self-registration) and wait, disabled, for an admin's approval.
      ALTER TABLE accounts ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE accounts ADD COLUMN pending_approval INTEGER NOT NULL DEFAULT 0;
      -- The audit trail as a hash chain: each entry carries its place and the hash of the one before, so
      -- an entry edited or removed afterwards shows (store/audit-chain.ts). Earlier records (reveals) are
      -- carried over unsealed (hash ''); the repository chains them in order when it opens the database.
      CREATE TABLE audit_trail (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        at TEXT NOT NULL,
        actor_id TEXT,
        actor_name TEXT NOT NULL,
        action TEXT NOT NULL,
        target TEXT NOT NULL,
        ip_address TEXT,
        user_agent TEXT,
        detail TEXT NOT NULL,
        before TEXT,
        after TEXT,
        prev_hash TEXT NOT NULL,
        hash TEXT NOT NULL
      );
      CREATE INDEX audit_trail_at ON audit_trail(at);
      CREATE INDEX audit_trail_action ON audit_trail(action, seq);
      CREATE INDEX audit_trail_actor ON audit_trail(actor_name COLLATE NOCASE, seq);
      INSERT INTO audit_trail (id, at, actor_id, actor_name, action, target, detail, prev_hash, hash)
        SELECT id, at, actor_id, actor_name, 'log.revealed', 'log:' || target, detail, '', '' FROM audit ORDER BY at, id;
      DROP TABLE audit;
    `,
  },
  {
    version: 10,
    sql: `
      -- Grouping: an alert stands for every conversation of one person that triggered the same policies
      -- within the grouping window (store/alert-grouping.ts). Alerts raised before stand for their one log.
      ALTER TABLE alerts ADD COLUMN count INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE alerts ADD COLUMN first_seen INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE alerts ADD COLUMN last_seen INTEGER NOT NULL DEFAULT 0;
      UPDATE alerts SET first_seen = ts, last_seen = ts;
      -- The group an alert gathers (alertGroupKey); null on alerts raised before grouping, which none joins.
      ALTER TABLE alerts ADD COLUMN group_key TEXT;
      CREATE INDEX alerts_open_group ON alerts(group_key, seq) WHERE status = 'open' AND group_key IS NOT NULL;
      -- The alert a log raised or joined; logs stored before grouping are found through alerts.log_id.
      ALTER TABLE logs ADD COLUMN alert_id TEXT;
      CREATE INDEX logs_alert ON logs(alert_id, ts) WHERE alert_id IS NOT NULL;
    `,
  },
  {
    version: 11,
    sql: `
      -- Deliveries held for their destination's next digest (Settings › Notifications frequency), found per
      -- destination by when they were kept.
      CREATE INDEX deliveries_held ON deliveries(destination, created_at) WHERE status = 'held';
    `,
  },
  {
    version: 12,
    sql: `
      -- Enforcement. A policy is enforced or only monitored; every existing policy stays enforced, as it was.
      ALTER TABLE policies ADD COLUMN mode TEXT NOT NULL DEFAULT 'enforce';
      -- What a log's monitored policies matched and would have done (JSON, see shared MonitoredMatch);
      -- null when none matched, as for every log stored before.
      ALTER TABLE logs ADD COLUMN monitored TEXT;
      -- What the endpoint did about a shadow-AI sighting; earlier sightings were only seen.
      ALTER TABLE detections ADD COLUMN action TEXT NOT NULL DEFAULT 'allowed';
      -- An admin's decision on a catalogued AI tool (shared ai-tool-catalog.ts); a tool with no row is Unreviewed.
      CREATE TABLE ai_tool_decisions (
        tool_id TEXT PRIMARY KEY,
        decision TEXT NOT NULL,
        decided_at TEXT NOT NULL,
        decided_by TEXT NOT NULL
      );
    `,
  },
  {
    version: 13,
    sql: `
      -- The identity provider's directory (SCIM). A user keeps the provider's display name and its own id
      -- for them; earlier users have neither.
      ALTER TABLE access_users ADD COLUMN display_name TEXT NOT NULL DEFAULT '';
      ALTER TABLE access_users ADD COLUMN external_id TEXT;
      CREATE INDEX access_users_external_id ON access_users(external_id) WHERE external_id IS NOT NULL;
      -- A group's id stays when the provider renames it; earlier groups get one now.
      ALTER TABLE access_groups ADD COLUMN id TEXT;
      UPDATE access_groups SET id = lower(hex(randomblob(16)));
      CREATE UNIQUE INDEX access_groups_id ON access_groups(id);
      ALTER TABLE access_groups ADD COLUMN external_id TEXT;
      CREATE INDEX access_groups_external_id ON access_groups(external_id) WHERE external_id IS NOT NULL;
      CREATE TABLE access_members (
        group_id TEXT NOT NULL,
        user_id TEXT NOT NULL,
        PRIMARY KEY (group_id, user_id)
      ) WITHOUT ROWID;
      CREATE INDEX access_members_user ON access_members(user_id, group_id);
      -- The SCIM client's bearer token, hashed; at most one has no revoked_at.
      CREATE TABLE scim_tokens (
        id TEXT PRIMARY KEY,
        prefix TEXT NOT NULL,
        token_hash TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        created_by TEXT NOT NULL,
        revoked_at TEXT
      );
      CREATE UNIQUE INDEX scim_tokens_active ON scim_tokens((1)) WHERE revoked_at IS NULL;
    `,
  },
  {
    version: 14,
    sql: `
      -- The hash of the browser's device cookie at each sign-in, so a sign-in from a browser that never
      -- signed in to the account can be told to its owner; null for sign-ins before, and without a cookie.
      ALTER TABLE login_history ADD COLUMN device_key TEXT;
      CREATE INDEX login_history_account_device ON login_history(account_id, device_key) WHERE status = 'success';
    `,
  },
  {
    version: 15,
    sql: `
      -- Guardrails' precision per policy counts judged alerts by their policies and disposition: this index
      -- holds exactly those, so the count never reads the alerts no one judged.
      CREATE INDEX alerts_judged ON alerts(disposition, policy_id) WHERE disposition IS NOT NULL;
    `,
  },
  {
    version: 16,
    sql: `
      -- What a policy no longer acts on (guardrails/exceptions.ts): a value, a keyword or a person, kept as
      -- the keyed hash of its normalised form (match_hash) and a redacted form to show, never as given.
      CREATE TABLE policy_exceptions (
        id TEXT PRIMARY KEY,
        policy_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        match_hash TEXT NOT NULL,
        display TEXT NOT NULL,
        reason TEXT,
        alert_id TEXT,
        created_at TEXT NOT NULL,
        created_by TEXT NOT NULL,
        UNIQUE (policy_id, kind, match_hash)
      );
    `,
  },
  {
    version: 17,
    sql: `
      -- Sign-in through the identity provider (OpenID Connect) or the directory (LDAP). Every existing account
      -- signs in with its password here, as before; the others record who they are at their source.
      ALTER TABLE accounts ADD COLUMN source TEXT NOT NULL DEFAULT 'local';
      ALTER TABLE accounts ADD COLUMN external_subject TEXT;
      CREATE UNIQUE INDEX accounts_external_subject ON accounts(source, external_subject) WHERE external_subject IS NOT NULL;
    `,
  },
  {
    version: 18,
    sql: `
      -- The SLA (Settings › General): when each alert is due, fixed when it is raised. Alerts raised before
      -- get the default hours (high 1, medium 8, low 24). The index finds the unresolved ones past due.
      ALTER TABLE alerts ADD COLUMN due_at INTEGER NOT NULL DEFAULT 0;
      UPDATE alerts SET due_at = ts + 3600000 * CASE severity WHEN 'high' THEN 1 WHEN 'medium' THEN 8 ELSE 24 END;
      CREATE INDEX alerts_overdue ON alerts(status, due_at) WHERE status <> 'resolved';
    `,
  },
  {
    version: 19,
    sql: `
      -- The one-time code last e-mailed for e-mail MFA (enrolment or a sign-in), as JSON with its keyed hash,
      -- expiry and attempts left; never the code itself.
      ALTER TABLE accounts ADD COLUMN mfa_mailed_code TEXT;
    `,
  },
  {
    version: 20,
    sql: `
      -- The sign-ins with the identity provider already finished (their flow's id, the hash of its state),
      -- until they would have expired: a flow cookie is good once, whichever node it is sent to.
      CREATE TABLE sign_in_flows (
        id TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX sign_in_flows_expiry ON sign_in_flows(expires_at);
    `,
  },
  {
    version: 21,
    sql: `
      -- The gateway's model routes: which upstream (and key, sealed with the server's secret key) takes a
      -- model's requests, tried in position order.
      CREATE TABLE gateway_routes (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        model_pattern TEXT NOT NULL,
        upstream_url TEXT NOT NULL,
        sealed_key TEXT,
        enabled INTEGER NOT NULL,
        position INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX gateway_routes_order ON gateway_routes(position, created_at, id);
    `,
  },
  {
    version: 22,
    sql: `
      -- Client releases (Endpoints › Download GSG Client): one uploaded installer per version and platform,
      -- its file in the data directory under its id, and each version's notes.
      CREATE TABLE client_installers (
        id TEXT PRIMARY KEY,
        version TEXT NOT NULL,
        platform TEXT NOT NULL,
        file_name TEXT NOT NULL,
        size_bytes INTEGER NOT NULL,
        sha256 TEXT NOT NULL,
        uploaded_at TEXT NOT NULL,
        uploaded_by TEXT NOT NULL,
        UNIQUE (version, platform)
      );
      CREATE TABLE client_release_notes (
        version TEXT PRIMARY KEY,
        notes TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        updated_by TEXT NOT NULL
      );
      -- Why an endpoint's last update was not installed (a download that did not match its SHA-256).
      ALTER TABLE endpoints ADD COLUMN update_error TEXT;
    `,
  },
  {
    version: 23,
    sql: `
      -- The domain event an audit entry records: the outbox delivers audit events at least once, and an
      -- event already in the trail is not appended again.
      ALTER TABLE audit_trail ADD COLUMN event_id TEXT;
      CREATE UNIQUE INDEX audit_trail_event ON audit_trail(event_id) WHERE event_id IS NOT NULL;
    `,
  },
];
