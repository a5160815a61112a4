import { createRoot } from 'react-dom/client'
import { rootElement } from './benchConfig.js'

// The baseline: React and a button, nothing else. Every other page is this plus its widget.
function App() {
  return (
    <button id="connect" type="button">
      Connect Wallet
    </button>
  )
}

createRoot(rootElement()).render(<App />)
