import { startFrame } from './startFrame.js'

void startFrame(window)
