import { version } from 'react'
import { version as domVersion } from 'react-dom'
import { describe, expect, it } from 'vitest'

describe('the react18 project', () => {
  it('runs on React 18.3 and React DOM 18.3', () => {
    expect(version).toMatch(/^18\.3\./)
    expect(domVersion).toMatch(/^18\.3\./)
  })
})
