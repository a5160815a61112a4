/** How a dev wallet decides its requests: by policy while auto-approve is on, otherwise queued for resolve(). */
export interface ApprovalQueue<R> {
  readonly autoApprove: boolean
  confirm(build: (id: string) => R): Promise<void>
  setAutoApprove(enabled: boolean): void
  pending(): R[]
  resolve(id: string, approved: boolean): boolean
}
