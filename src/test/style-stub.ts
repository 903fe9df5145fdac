/** Stand-in for imported style sheets under Jest. */
const styles: Record<string, string> = {}
export default styles
