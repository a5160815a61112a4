import type { Migration } from './Migration.js'

/** The schema, version by version; a published version is never edited, a change is a new version. */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'projects, analytics events, directory wallets and images',
    statements: [
      `create table projects (
        id text primary key,
        allowed_origins jsonb not null default '[]'::jsonb,
        features jsonb not null default '{}'::jsonb,
        analytics_enabled boolean not null default true,
        updated_at timestamptz not null default now()
      )`,
      `create table analytics_events (
        project_id text not null,
        event_id text not null,
        url text not null,
        domain text not null,
        event_time bigint not null,
        props jsonb not null,
        sdk_type text not null,
        sdk_version text not null,
        received_at timestamptz not null default now(),
        primary key (project_id, event_id)
      )`,
      'create index analytics_events_received on analytics_events (project_id, received_at)',
      `create table directory_wallets (
        id text primary key,
        entry jsonb,
        removed boolean not null default false,
        updated_at timestamptz not null default now()
      )`,
      `create table directory_images (
        id text primary key,
        content_type text not null,
        bytes bytea not null,
        updated_at timestamptz not null default now()
      )`,
    ],
  },
  {
    version: 2,
    name: 'analytics events listed in the order they were stored (one commit stores many)',
    statements: [
      'alter table analytics_events add column seq bigint generated always as identity',
      'drop index analytics_events_received',
      'create index analytics_events_order on analytics_events (project_id, seq)',
    ],
  },
  {
    version: 3,
    name: 'SIWX nonces (single use, expiring), sessions and server secrets',
    statements: [
      `create table siwx_nonces (
        project_id text not null,
        nonce text not null,
        expires_at timestamptz not null,
        used_at timestamptz,
        primary key (project_id, nonce)
      )`,
      'create index siwx_nonces_expiry on siwx_nonces (expires_at)',
      `create table siwx_sessions (
        id text primary key,
        project_id text not null,
        chain_id text not null,
        address text not null,
        address_key text not null,
        data jsonb not null,
        message text not null,
        signature text not null,
        cacao jsonb,
        expires_at timestamptz,
        created_at timestamptz not null default now(),
        revoked_at timestamptz
      )`,
      'create index siwx_sessions_account on siwx_sessions (project_id, address_key)',
      `create table server_secrets (
        name text primary key,
        value text not null,
        created_at timestamptz not null default now()
      )`,
    ],
  },
  {
    version: 4,
    name: 'embedded wallet auth: users, devices, codes, mails sent, device links, sessions, the auth secret',
    statements: [
      `create table auth_users (
        id text primary key,
        project_id text not null,
        email text not null,
        accounts jsonb not null default '[]'::jsonb,
        key_blob text,
        created_at bigint not null,
        unique (project_id, email)
      )`,
      `create table auth_devices (
        user_id text not null references auth_users (id) on delete cascade,
        device_hash text not null,
        approved_at bigint not null,
        primary key (user_id, device_hash)
      )`,
      `create table auth_codes (
        id text primary key,
        project_id text not null,
        email text not null,
        purpose text not null,
        code_hash text not null,
        user_id text,
        new_email text,
        device_hash text,
        attempts integer not null default 0,
        created_at bigint not null,
        expires_at bigint not null,
        used_at bigint
      )`,
      'create index auth_codes_latest on auth_codes (project_id, email, purpose, created_at)',
      `create table auth_mails (
        project_id text not null,
        email text not null,
        kind text not null,
        sent_at bigint not null
      )`,
      'create index auth_mails_recent on auth_mails (project_id, email, sent_at)',
      `create table auth_device_links (
        token_hash text primary key,
        user_id text not null references auth_users (id) on delete cascade,
        device_hash text not null,
        expires_at bigint not null,
        used_at bigint
      )`,
      `create table auth_sessions (
        token_hash text primary key,
        user_id text not null references auth_users (id) on delete cascade,
        device_hash text not null,
        created_at bigint not null,
        expires_at bigint not null
      )`,
      `create table auth_secret (
        id integer primary key check (id = 1),
        secret text not null
      )`,
    ],
  },
  {
    version: 5,
    name: 'profile names: one address per name and coin type, its attributes, the signed registration',
    statements: [
      `create table profile_names (
        name text primary key,
        address text not null,
        coin_type bigint not null,
        attributes jsonb not null default '{}'::jsonb,
        message text not null,
        signature text not null,
        registered_at bigint not null,
        updated_at bigint not null
      )`,
      'create index profile_names_address on profile_names (lower(address))',
    ],
  },
  {
    version: 6,
    name: 'one table of server secrets: the auth secret joins server_secrets as auth',
    statements: [
      `insert into server_secrets (name, value) select 'auth', secret from auth_secret where id = 1
        on conflict (name) do nothing`,
      'drop table auth_secret',
    ],
  },
]
