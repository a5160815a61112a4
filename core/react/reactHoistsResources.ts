import * as React from 'react'

/** Whether this React hoists `<style href precedence>` into <head> and dedupes it (React 19; 18 does not). */
export function reactHoistsResources(): boolean {
  return typeof (React as { use?: unknown }).use === 'function'
}
