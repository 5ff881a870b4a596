/** Shown above a form whose fields have errors (one wording for every form). */
export function invalidSummary(count: number): string {
  return `入力内容に誤りがあります（${count}件）。各項目をご確認ください。`;
}
