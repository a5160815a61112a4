// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GangwayContext } from '../../core/react/index.js'
import { createKernel, type Gangway, type GangwayConfig, type ViewComponent } from '../../entries/plugin.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { testTranslator } from '../../tests/fixtures/testTranslator.js'
import { writableStores } from '../../tests/fixtures/writableStores.js'
import { bindApproveTransactionView } from './ApproveTransactionView.js'
import type { EmailApi } from './EmailApi.js'
import { EmbeddedWalletError } from './EmbeddedWalletError.js'
import type { FrameClient } from './FrameClient.js'
import { bindProfileWalletsView } from './ProfileWalletsView.js'
import type { FrameUser } from './protocol/FrameUser.js'
import { bindUpdateEmailWalletView } from './UpdateEmailWalletView.js'

const made: Gangway[] = []
afterEach(async () => {
  cleanup()
  for (const gangway of made.splice(0)) await gangway.destroy()
})

const user: FrameUser = {
  email: 'me@example.com',
  address: '0x00000000000000000000000000000000000000aa',
  chainId: 31337,
  accounts: [
    { address: '0x00000000000000000000000000000000000000aa', type: 'eoa', namespace: 'eip155' },
    { address: '2LiMxq1tm6ydsvzZxFDz8a5GvzBhhqL5YGsyVx7Utt39', type: 'eoa', namespace: 'solana' },
  ],
  preferredAccountType: 'eoa',
}

function apiWith(overrides: Partial<EmailApi>): EmailApi {
  const settled = new Set<(outcome: 'approved' | 'rejected') => void>()
  return {
    connectEmail: vi.fn(),
    connectDevice: vi.fn(),
    verifyOtp: vi.fn(),
    signedInUser: vi.fn(async () => user),
    connectorId: 'ID_AUTH',
    cooldownSeconds: () => 0,
    solanaReady: () => false,
    email: () => 'me@example.com',
    updateEmail: vi.fn(async () => 'VERIFY_PRIMARY_OTP' as const),
    verifyPrimaryOtp: vi.fn(async () => 'VERIFY_SECONDARY_OTP' as const),
    verifySecondaryOtp: vi.fn(async () => 'new@example.com'),
    frame: () => ({}) as FrameClient,
    approval: {
      request: vi.fn(),
      pending: () => undefined,
      cancel: vi.fn(),
      onSettled(listener) {
        settled.add(listener)
        return () => settled.delete(listener)
      },
    },
    ...overrides,
  }
}

async function show(view: ViewComponent) {
  const View = view as ComponentType
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: [devnetA],
      remoteConfig: false,
      storage: createMemoryStorage(),
      plugins: [],
    } as GangwayConfig,
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  render(
    <GangwayContext.Provider value={{ gangway, t: testTranslator }}>
      <View />
    </GangwayContext.Provider>,
  )
  return gangway
}

describe('UpdateEmailWallet', () => {
  it('asks the new e-mail, then the code to the current address, then the code to the new one, and shows it', async () => {
    const api = apiWith({})
    await show(bindUpdateEmailWalletView(api))
    const field = screen.getByRole('textbox', { name: 'New e-mail' })
    fireEvent.change(field, { target: { value: 'not-an-email' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy()
    expect(api.updateEmail).not.toHaveBeenCalled()
    fireEvent.change(field, { target: { value: ' new@example.com ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    await screen.findByText('Enter the code we sent to your current e-mail, me@example.com')
    expect(api.updateEmail).toHaveBeenCalledWith('new@example.com')
    fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), { target: { value: '123 456' } })
    await screen.findByText('Enter the code we sent to your new e-mail, new@example.com')
    expect(api.verifyPrimaryOtp).toHaveBeenCalledWith('123456')
    fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), { target: { value: '654321' } })
    await screen.findByText('Your e-mail is now new@example.com')
    expect(api.verifySecondaryOtp).toHaveBeenCalledWith('654321')
  })

  it("shows the service's refusal and clears the code for another try", async () => {
    const api = apiWith({
      verifyPrimaryOtp: vi.fn(async () => {
        throw new EmbeddedWalletError('An error occurred', { details: 'Invalid code' })
      }),
    })
    await show(bindUpdateEmailWalletView(api))
    fireEvent.change(screen.getByRole('textbox', { name: 'New e-mail' }), {
      target: { value: 'new@example.com' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    const code = await screen.findByRole('textbox', { name: 'Code' })
    fireEvent.change(code, { target: { value: '000000' } })
    expect(await screen.findByText('Invalid code')).toBeTruthy()
    expect((screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement).value).toBe('')
  })
})

describe('ProfileWallets', () => {
  it("lists the user's eip155 and solana accounts after a loading state", async () => {
    let answer: (value: FrameUser) => void = () => {}
    const api = apiWith({ signedInUser: () => new Promise<FrameUser>((resolve) => (answer = resolve)) })
    await show(bindProfileWalletsView(api))
    expect(screen.getByRole('status').textContent).toBe('Loading your wallets')
    act(() => answer(user))
    const list = await screen.findByRole('list', { name: 'Your wallets' })
    expect([...list.querySelectorAll('[data-namespace]')].map((row) => row.textContent)).toEqual([
      expect.stringContaining('Ethereum and EVM networks'),
      expect.stringContaining('Solana'),
    ])
  })

  it('offers a retry when the frame cannot tell', async () => {
    const signedInUser = vi
      .fn<() => Promise<FrameUser>>()
      .mockRejectedValueOnce(new EmbeddedWalletError('iframe_request_timeout'))
      .mockResolvedValueOnce(user)
    await show(bindProfileWalletsView(apiWith({ signedInUser })))
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    await screen.findByRole('list', { name: 'Your wallets' })
  })
})

describe('ApproveTransaction', () => {
  it('says so when nothing waits for approval, and shows no frame', async () => {
    const show1 = vi.fn()
    await show(
      bindApproveTransactionView(apiWith({ frame: () => ({ show: show1 }) as unknown as FrameClient })),
    )
    expect(screen.getByText('There is no request waiting for approval.')).toBeTruthy()
    expect(show1).not.toHaveBeenCalled()
  })

  it('shows the frame over its box at the height it asks (bounded), cancels, and closes when the approval ends', async () => {
    const shown: (HTMLElement | null)[] = []
    let height: (value: number) => void = () => {}
    const frame = {
      show: (target: HTMLElement | null) => shown.push(target),
      onHeight: (listener: (value: number) => void) => {
        height = listener
        return () => {}
      },
    } as unknown as FrameClient
    const listeners = new Set<(outcome: 'approved' | 'rejected') => void>()
    const cancel = vi.fn()
    const api = apiWith({
      frame: () => frame,
      approval: {
        request: vi.fn(),
        pending: () => 'eth_sendTransaction',
        cancel,
        onSettled: (listener) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
    })
    const gangway = await show(bindApproveTransactionView(api))
    const box = screen.getByTestId('approve-frame-box')
    expect(shown).toEqual([box])
    act(() => height(340))
    expect(box.style.height).toBe('340px')
    act(() => height(5_000))
    expect(box.style.height).toBe('520px')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(cancel).toHaveBeenCalledTimes(1)
    writableStores(gangway).modal.setState({ open: true, history: [{ view: 'ApproveTransaction' }] })
    const close = vi.spyOn(gangway, 'close')
    act(() => {
      for (const listener of listeners) listener('rejected')
    })
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1))
    cleanup()
    expect(shown.at(-1)).toBeNull()
  })
})
