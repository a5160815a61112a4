/** The account part of a CAIP-10 address (an address, a contract): 1 to 128 characters of [-.%a-zA-Z0-9]. */
export const caipAccountPattern = /^[-.%a-zA-Z0-9]{1,128}$/
