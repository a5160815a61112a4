const names = new WeakMap<object, string>()

/** The lower-case name of a wallet or connector, computed once per object, for searching. */
export function searchName(owner: { readonly name: string }): string {
  let name = names.get(owner)
  if (name === undefined) {
    name = owner.name.toLowerCase()
    names.set(owner, name)
  }
  return name
}
