import { Upload } from "lucide-react";
import { type DragEvent, type FormEvent, useRef, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { SubmitButton } from "~/components/admin/buttons";
import { FieldError, FieldLabel, inputStyles } from "~/components/admin/form-fields";
import { useTranslation } from "~/lib/use-translation";
import { useHydrated } from "~/components/ui/use-hydrated";
import { mediaIntents } from "./intents";

interface UploadFormProps {
  /** The alt texts of a refused upload, shown again. */
  values?: { altAr: string; altEn: string };
  fileError?: string;
  altError?: string;
}

/**
 * A plain multipart form that works without JavaScript (a post to this tab, then a redirect).
 * With JavaScript the same fields go to POST /api/admin/media with a progress bar, and a file
 * can be dropped on the form.
 */
export function UploadForm({ values, fileError, altError }: UploadFormProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number>();
  const [clientError, setClientError] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const [done, setDone] = useState("");
  const error = clientError ?? fileError;

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const request = new XMLHttpRequest();
    request.open("POST", "/api/admin/media");
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (progressEvent) =>
      progressEvent.lengthComputable && setProgress(Math.round((progressEvent.loaded / progressEvent.total) * 100));
    request.onloadend = () => {
      setProgress(undefined);
      if (request.status === 201) {
        form.reset();
        setClientError(undefined);
        setDone(t("admin.toasts.mediaUploaded"));
        void revalidator.revalidate();
        return;
      }
      let text = t("admin.toasts.mediaFailed");
      try {
        text = (JSON.parse(request.responseText) as { message?: string }).message ?? text;
      } catch {
        // An answer that is not JSON (the connection closed): the generic message.
      }
      setDone("");
      setClientError(text);
    };
    setDone("");
    setClientError(undefined);
    setProgress(0);
    request.send(new FormData(form));
  }

  function drop(event: DragEvent<HTMLFormElement>) {
    event.preventDefault();
    setDragging(false);
    if (fileInput.current && event.dataTransfer.files.length > 0) fileInput.current.files = event.dataTransfer.files;
  }

  return (
    <section aria-labelledby="media-upload-title" className="mb-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="media-upload-title" className="text-lg font-bold text-slate-900">
        {t("admin.media.upload")}
      </h3>
      <Form
        method="post"
        encType="multipart/form-data"
        onSubmit={hydrated ? send : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`mt-4 grid gap-4 rounded-lg border-2 border-dashed p-4 md:grid-cols-2 ${dragging ? "border-sky-700 bg-sky-50" : "border-slate-300"}`}
        data-testid="media-upload"
      >
        {hydrated && <p className="text-slate-700 md:col-span-2">{t("admin.media.drop")}</p>}
        <div className="grid content-start gap-1 md:col-span-2">
          <FieldLabel htmlFor="media-file" label={t("admin.media.file")} required />
          <input
            ref={fileInput}
            id="media-file"
            name="file"
            type="file"
            required
            accept="image/jpeg,image/png,image/webp,image/avif"
            aria-describedby="media-file-hint media-file-error"
            aria-invalid={error ? true : undefined}
            className={inputStyles}
          />
          <p id="media-file-hint" className="text-sm text-slate-600">
            {t("admin.media.fileHint")}
          </p>
          <FieldError id="media-file-error" errors={error ? [error] : undefined} />
        </div>
        {(["altAr", "altEn"] as const).map((name) => (
          <div key={name} className="grid content-start gap-1">
            <FieldLabel htmlFor={`media-${name}`} label={t(`admin.media.${name}`)} />
            <input
              id={`media-${name}`}
              name={name}
              defaultValue={values?.[name] ?? ""}
              maxLength={300}
              dir={name === "altAr" ? "rtl" : "ltr"}
              lang={name === "altAr" ? "ar" : "en"}
              aria-describedby="media-alt-hint"
              className={inputStyles}
            />
          </div>
        ))}
        <p id="media-alt-hint" className="text-sm text-slate-600 md:col-span-2">
          {t("admin.media.altHint")}
        </p>
        <FieldError id="media-alt-error" errors={altError ? [altError] : undefined} />
        <div className="flex flex-wrap items-center gap-4 md:col-span-2">
          <SubmitButton intent={mediaIntents.upload} pendingLabel={t("admin.media.uploading")} disabled={progress !== undefined}>
            <Upload className="size-4" aria-hidden="true" />
            {progress === undefined ? t("admin.media.upload") : t("admin.media.uploading")}
          </SubmitButton>
          {progress !== undefined && (
            <progress max={100} value={progress} aria-label={t("admin.media.progress")} className="h-3 w-48" data-testid="upload-progress" />
          )}
          <p role="status" className="font-semibold text-emerald-800">
            {done}
          </p>
        </div>
      </Form>
    </section>
  );
}
