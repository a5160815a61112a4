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
]
