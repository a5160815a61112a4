/** A wallet_grantPermissions request Gangway refuses before anything is signed (the details say which field). */
export const invalidPermissionsRequest = 'Invalid wallet_grantPermissions request'
