import type { Rule } from 'eslint'

declare const folders: { rules: { 'import-zones': Rule.RuleModule } }
export default folders
