/** The dev users the devnet's identity provider lists on its login page (the same for every social name). */
export const devIdentityUsers = [
  { id: 'alice', name: 'Alice Example', username: 'alice', email: 'alice@devnet.local' },
  { id: 'bob', name: 'Bob Example', username: 'bob', email: 'bob@devnet.local' },
  { id: 'carol', name: 'Carol Example', username: 'carol', email: 'carol@devnet.local' },
] as const
