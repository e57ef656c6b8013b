/** One run of a word-level diff: kept, removed or added text. */
export interface DiffPart {
  kind: "same" | "removed" | "added";
  text: string;
}

/** Above this many word pairs the changed middle is shown as removed then added, not diffed. */
const maxCells = 250_000;

/** Words and the spaces between them, so joining the parts gives the text back exactly. */
function tokens(text: string) {
  return text.split(/(\s+)/).filter((token) => token !== "");
}

function push(parts: DiffPart[], kind: DiffPart["kind"], text: string) {
  if (text === "") return;
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/**
 * A word-level diff of two texts (the history view's <del>/<ins>): the common start and end are
 * cut first, then the longest common subsequence of the words in between. Works the same for
 * Arabic and English: words are what whitespace separates.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const parts: DiffPart[] = [];
  push(parts, "same", a.slice(0, start).join(""));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > maxCells) {
    push(parts, "removed", midA.join(""));
    push(parts, "added", midB.join(""));
  } else {
    // lengths[i][j]: the longest common subsequence of midA[i…] and midB[j…].
    const lengths = Array.from({ length: midA.length + 1 }, () => new Uint32Array(midB.length + 1));
    for (let i = midA.length - 1; i >= 0; i--) {
      for (let j = midB.length - 1; j >= 0; j--) {
        lengths[i][j] = midA[i] === midB[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
      }
    }
    let i = 0;
    let j = 0;
    while (i < midA.length && j < midB.length) {
      if (midA[i] === midB[j]) {
        push(parts, "same", midA[i]);
        i++;
        j++;
      } else if (lengths[i + 1][j] >= lengths[i][j + 1]) {
        push(parts, "removed", midA[i++]);
      } else {
        push(parts, "added", midB[j++]);
      }
    }
    push(parts, "removed", midA.slice(i).join(""));
    push(parts, "added", midB.slice(j).join(""));
  }
  push(parts, "same", a.slice(endA).join(""));
  return parts;
}
