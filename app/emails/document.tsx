import { translator } from "~/i18n/i18n";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import type { CSSProperties } from "react";
import type { EmailBlock, EmailContent } from "./content";

// Inline styles and tables only: what mail apps render reliably. Colours follow the site's forest and gold.
const colors = { forest: "#1f3d2b", text: "#1c1917", muted: "#57534e", line: "#e7e5e4", gold: "#b08a2e", panel: "#f5f5f4" };
const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const p: CSSProperties = { margin: "0 0 16px", fontSize: "15px", lineHeight: "1.6", color: colors.text };

/** Guest text keeps its line breaks; React escapes every character of it. */
function MultiLine({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return (
    <>
      {lines.map((line, i) => (
        <span key={i}>
          {line}
          {i < lines.length - 1 ? <br /> : null}
        </span>
      ))}
    </>
  );
}

function Block({ block }: { block: EmailBlock }) {
  switch (block.type) {
    case "paragraph":
      return (
        <p style={p}>
          <MultiLine text={block.text} />
        </p>
      );
    case "details":
      return (
        <table role="presentation" cellPadding={0} cellSpacing={0} width="100%" style={{ margin: "0 0 16px", borderCollapse: "collapse" }}>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.label}>
                <th
                  scope="row"
                  align="left"
                  style={{
                    verticalAlign: "top",
                    padding: "6px 12px 6px 0",
                    fontSize: "14px",
                    fontWeight: 600,
                    color: colors.muted,
                    borderBottom: `1px solid ${colors.line}`,
                    width: "38%",
                  }}
                >
                  {row.label}
                </th>
                <td style={{ padding: "6px 0", fontSize: "14px", color: colors.text, borderBottom: `1px solid ${colors.line}` }}>
                  <MultiLine text={row.value} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case "quote":
      return (
        <div style={{ margin: "0 0 16px" }}>
          <p style={{ ...p, margin: "0 0 6px", fontWeight: 600, fontSize: "14px", color: colors.muted }}>{block.label}</p>
          <blockquote
            style={{
              margin: 0,
              padding: "12px 16px",
              background: colors.panel,
              borderLeft: `4px solid ${colors.gold}`,
              fontSize: "15px",
              lineHeight: "1.6",
              color: colors.text,
            }}
          >
            <MultiLine text={block.text} />
          </blockquote>
        </div>
      );
    case "list":
      return (
        <div style={{ margin: "0 0 16px" }}>
          <p style={{ ...p, margin: "0 0 6px", fontWeight: 600 }}>{block.title}</p>
          <ul style={{ margin: 0, paddingLeft: "20px", fontSize: "15px", lineHeight: "1.6", color: colors.text }}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      );
    case "link":
      return (
        <p style={{ margin: "8px 0 20px" }}>
          <a
            href={block.href}
            style={{
              display: "inline-block",
              padding: "10px 18px",
              background: colors.forest,
              color: "#ffffff",
              borderRadius: "6px",
              fontWeight: 600,
              fontSize: "15px",
              textDecoration: "none",
            }}
          >
            {block.label}
          </a>
        </p>
      );
  }
}

/** The HTML part: a complete document, rendered with react-dom/server's renderToStaticMarkup. */
export function EmailDocument({ content }: { content: EmailContent }) {
  const f = content.footer;
  const t = translator(content.language ?? DEFAULT_LANGUAGE);
  return (
    <html lang={content.language ?? DEFAULT_LANGUAGE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{content.subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: colors.panel, fontFamily: font }}>
        <div style={{ display: "none", maxHeight: 0, overflow: "hidden" }}>{content.preheader}</div>
        <table role="presentation" cellPadding={0} cellSpacing={0} width="100%" style={{ background: colors.panel }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  cellPadding={0}
                  cellSpacing={0}
                  width="100%"
                  style={{ maxWidth: "600px", background: "#ffffff", borderRadius: "8px" }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          background: colors.forest,
                          padding: "18px 28px",
                          borderRadius: "8px 8px 0 0",
                          color: "#ffffff",
                          fontSize: "18px",
                          fontWeight: 700,
                          fontFamily: font,
                        }}
                      >
                        {f.businessName}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "28px", fontFamily: font }}>
                        <h1 style={{ margin: "0 0 20px", fontSize: "22px", lineHeight: "1.3", color: colors.forest }}>{content.heading}</h1>
                        {content.blocks.map((block, i) => (
                          <Block key={i} block={block} />
                        ))}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: "18px 28px 24px",
                          borderTop: `1px solid ${colors.line}`,
                          fontSize: "13px",
                          lineHeight: "1.6",
                          color: colors.muted,
                          fontFamily: font,
                        }}
                      >
                        <strong style={{ color: colors.text }}>{f.businessName}</strong>
                        {f.addressLines.map((line) => (
                          <span key={line}>
                            <br />
                            {line}
                          </span>
                        ))}
                        <br />
                        {t("email.phone")}: {f.phone}
                        <br />
                        {t("email.email")}:{" "}
                        <a href={`mailto:${f.email}`} style={{ color: colors.forest }}>
                          {f.email}
                        </a>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}
