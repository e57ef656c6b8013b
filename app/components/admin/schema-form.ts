import { type Submission, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

type Fields = Record<string, unknown>;
/** What the form's fields hold: the schema's input, or its output where a preprocess step takes anything. */
type Shape<Schema extends z.ZodType> = Extract<unknown extends z.input<Schema> ? z.output<Schema> : z.input<Schema>, Fields>;
type Options<Schema extends z.ZodType> = Omit<
  Parameters<typeof useForm<Shape<Schema>, z.output<Schema>>>[0],
  "onValidate" | "shouldValidate" | "shouldRevalidate"
>;

/**
 * Conform's form as every form of the dashboard and its sign-in pages uses it: checked in the browser
 * by the zod schema the server parses with, first when a field is left, then at each keystroke.
 */
export function useSchemaForm<Schema extends z.ZodType<Fields>>(schema: Schema, options: Options<Schema>) {
  return useForm<Shape<Schema>, z.output<Schema>>({
    ...options,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as Submission<Shape<Schema>, string[], z.output<Schema>>,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}
