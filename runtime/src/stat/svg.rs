//! The chart `DVMH_STAT` writes (`dvmh_stat.svg`): time per parallel loop per process, one
//! group of bars per loop, one bar per process, each bar stacked as computation plus each kind
//! of communication, with axis, labels and a legend. Plain SVG 1.1 that any browser shows.

use std::fmt::Write;

use super::report::{compute_seconds, Report};
use super::Category;

const COMPUTE_COLOR: &str = "#4e79a7";
const KIND_COLORS: [&str; 6] = [
    "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1",
];

const LEFT: f64 = 90.0;
const TOP: f64 = 50.0;
const PLOT_HEIGHT: f64 = 300.0;
const BAR: f64 = 18.0;
const GAP: f64 = 24.0;
const LEGEND_WIDTH: f64 = 230.0;
const BOTTOM: f64 = 120.0;

/// A loop's label under its bars: `file:line` without the directories (the full position is
/// in the bars' tooltips and the JSON file).
fn short_label(at: &str) -> &str {
    at.rsplit('/').next().unwrap_or(at)
}

/// Escapes text for XML content and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if (c as u32) < 0x20 && c != '\t' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// A round axis step giving about 5 ticks up to `max`.
fn tick_step(max: f64) -> f64 {
    if max <= 0.0 {
        return 1.0;
    }
    let raw = max / 5.0;
    let magnitude = 10f64.powf(raw.log10().floor());
    let unit = [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .find(|u| u * magnitude >= raw)
        .unwrap_or(10.0);
    unit * magnitude
}

/// The chart of `report`.
pub fn chart(report: &Report) -> String {
    let loops = report.loops();
    let procs = report.processes.len().max(1);
    let group = procs as f64 * BAR + GAP;
    let plot_width = (loops.len() as f64 * group).max(200.0);
    let title = format!(
        "DVMH statistics: time per parallel loop per process ({procs} process{})",
        if procs == 1 { "" } else { "es" }
    );
    // About 9 px per character of the 15 px bold title.
    let width = (LEFT + plot_width + LEGEND_WIDTH).max(LEFT + 9.0 * title.len() as f64);
    let height = TOP + PLOT_HEIGHT + BOTTOM;
    let max_time = loops.iter().flat_map(|l| l.times()).fold(0.0, f64::max);
    let step = tick_step(max_time);
    let top_value = (max_time / step).ceil().max(1.0) * step;
    let y = |t: f64| TOP + PLOT_HEIGHT - t / top_value * PLOT_HEIGHT;

    let mut s = String::new();
    // Writing to a String cannot fail.
    let _ = writeln!(
        s,
        r#"<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{width:.0}" height="{height:.0}" viewBox="0 0 {width:.0} {height:.0}" font-family="sans-serif" font-size="11">
<rect x="0" y="0" width="{width:.0}" height="{height:.0}" fill="white"/>
<text x="{LEFT}" y="22" font-size="15" font-weight="bold">{title}</text>"#
    );
    // Axis and ticks.
    let _ = writeln!(
        s,
        r##"<g stroke="#333" stroke-width="1"><line x1="{LEFT}" y1="{TOP}" x2="{LEFT}" y2="{b}"/><line x1="{LEFT}" y1="{b}" x2="{r}" y2="{b}"/></g>"##,
        b = TOP + PLOT_HEIGHT,
        r = LEFT + plot_width
    );
    let ticks = (top_value / step).round() as usize;
    for k in 0..=ticks {
        let t = k as f64 * step;
        let _ = writeln!(
            s,
            r##"<line x1="{x0}" y1="{yy:.1}" x2="{LEFT}" y2="{yy:.1}" stroke="#333"/><text x="{tx}" y="{ty:.1}" text-anchor="end">{t}</text>"##,
            x0 = LEFT - 4.0,
            yy = y(t),
            tx = LEFT - 6.0,
            ty = y(t) + 4.0,
            t = format_seconds(t)
        );
    }
    let _ = writeln!(
        s,
        r#"<text transform="translate(16 {cy}) rotate(-90)" text-anchor="middle">time, s</text>"#,
        cy = TOP + PLOT_HEIGHT / 2.0
    );
    // Bars.
    for (g, view) in loops.iter().enumerate() {
        let x0 = LEFT + GAP / 2.0 + g as f64 * group;
        for (p, l) in view.per_process.iter().enumerate() {
            let x = x0 + p as f64 * BAR;
            let Some(l) = l else { continue };
            let mut segments = vec![("computation", COMPUTE_COLOR, compute_seconds(l))];
            for k in Category::ALL {
                segments.push((
                    k.name(),
                    KIND_COLORS[k as usize],
                    l.comm[k as usize].seconds,
                ));
            }
            let mut base = 0.0;
            for (name, color, t) in segments {
                if t <= 0.0 {
                    continue;
                }
                let _ = writeln!(
                    s,
                    r#"<rect x="{x:.1}" y="{yt:.1}" width="{w:.1}" height="{h:.1}" fill="{color}"><title>{at}, process {p}: {name} {t:.6} s</title></rect>"#,
                    yt = y(base + t),
                    w = BAR - 2.0,
                    h = (y(base) - y(base + t)).max(0.0),
                    at = escape(view.at),
                );
                base += t;
            }
            if procs > 1 {
                let _ = writeln!(
                    s,
                    r#"<text x="{cx:.1}" y="{ty:.1}" text-anchor="middle" font-size="9">{p}</text>"#,
                    cx = x + (BAR - 2.0) / 2.0,
                    ty = TOP + PLOT_HEIGHT + 11.0
                );
            }
        }
        let cx = x0 + procs as f64 * BAR / 2.0;
        let ly = TOP + PLOT_HEIGHT + 24.0;
        let _ = writeln!(
            s,
            r#"<text transform="translate({cx:.1} {ly:.1}) rotate(-30)" text-anchor="end">{}<title>{}</title></text>"#,
            escape(short_label(view.at)),
            escape(view.at)
        );
    }
    // Legend.
    let lx = LEFT + plot_width + 20.0;
    let mut entries = vec![("computation", COMPUTE_COLOR)];
    entries.extend(
        Category::ALL
            .iter()
            .map(|&k| (k.name(), KIND_COLORS[k as usize])),
    );
    for (i, (name, color)) in entries.iter().enumerate() {
        let ly = TOP + i as f64 * 18.0;
        let _ = writeln!(
            s,
            r##"<rect x="{lx}" y="{ly}" width="12" height="12" fill="{color}" stroke="#333" stroke-width="0.5"/><text x="{tx}" y="{ty}">{label}</text>"##,
            tx = lx + 18.0,
            ty = ly + 10.0,
            label = if *name == "computation" {
                "computation".to_string()
            } else {
                format!("{name} (communication)")
            }
        );
    }
    if procs > 1 {
        let _ = writeln!(
            s,
            r#"<text x="{lx}" y="{ty}" font-size="9">bars: processes 0..{last}</text>"#,
            ty = TOP + entries.len() as f64 * 18.0 + 10.0,
            last = procs - 1
        );
    }
    s.push_str("</svg>\n");
    s
}

fn format_seconds(t: f64) -> String {
    let text = format!("{t:.6}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text.is_empty() {
        "0".to_string()
    } else {
        text.to_string()
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::stat::report::tests::sample;

    /// A small well-formedness check: every tag is closed in order, attributes are quoted,
    /// entities are the five of XML (no XML parser is among the workspace's crates).
    pub(crate) fn check_well_formed(xml: &str) -> Result<usize, String> {
        let mut stack: Vec<String> = Vec::new();
        let mut elements = 0;
        let mut seen_root = false;
        let mut rest = xml;
        if let Some(decl) = rest.strip_prefix("<?xml") {
            let end = decl.find("?>").ok_or("unterminated XML declaration")?;
            rest = &decl[end + 2..];
        }
        while let Some(open) = rest.find('<') {
            check_text(&rest[..open])?;
            let after = &rest[open + 1..];
            let close = after.find('>').ok_or("unterminated tag")?;
            let tag = &after[..close];
            rest = &after[close + 1..];
            if let Some(name) = tag.strip_prefix('/') {
                let top = stack.pop().ok_or(format!("</{name}> closes nothing"))?;
                if top != name.trim() {
                    return Err(format!("</{name}> closes <{top}>"));
                }
                continue;
            }
            let self_closing = tag.ends_with('/');
            let body = tag.trim_end_matches('/');
            let name_end = body.find(char::is_whitespace).unwrap_or(body.len());
            let name = &body[..name_end];
            if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == ':') {
                return Err(format!("bad element name in <{tag}>"));
            }
            check_attributes(&body[name_end..])?;
            elements += 1;
            if stack.is_empty() {
                if seen_root {
                    return Err("a second root element".into());
                }
                seen_root = true;
            }
            if !self_closing {
                stack.push(name.to_string());
            }
        }
        check_text(rest)?;
        if let Some(open) = stack.pop() {
            return Err(format!("<{open}> is never closed"));
        }
        Ok(elements)
    }

    fn check_text(text: &str) -> Result<(), String> {
        let mut rest = text;
        while let Some(amp) = rest.find('&') {
            let after = &rest[amp..];
            if !["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"]
                .iter()
                .any(|e| after.starts_with(e))
            {
                return Err(format!("bad entity in {text:?}"));
            }
            rest = &after[1..];
        }
        Ok(())
    }

    fn check_attributes(mut attrs: &str) -> Result<(), String> {
        loop {
            attrs = attrs.trim_start();
            if attrs.is_empty() {
                return Ok(());
            }
            let eq = attrs
                .find('=')
                .ok_or(format!("attribute without value: {attrs}"))?;
            let value = attrs[eq + 1..]
                .strip_prefix('"')
                .ok_or(format!("unquoted attribute: {attrs}"))?;
            let end = value.find('"').ok_or("unterminated attribute")?;
            if value[..end].contains('<') {
                return Err(format!("'<' in attribute: {attrs}"));
            }
            check_text(&value[..end])?;
            attrs = &value[end + 1..];
        }
    }

    #[test]
    fn the_chart_is_well_formed_svg_with_every_loop_and_a_legend() {
        let svg = chart(&sample());
        let elements = check_well_formed(&svg).unwrap_or_else(|e| panic!("{e}\n{svg}"));
        assert!(elements > 20, "{svg}");
        assert!(svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.contains(">sor.fdv:22<title>sor.fdv:22</title></text>"));
        assert!(svg.contains(">a&lt;b&gt;&amp;.fdv:30<title>"));
        assert_eq!(short_label("test-suite/bench/sor2d.fdv:22"), "sor2d.fdv:22");
        assert!(svg.contains("across (communication)"));
        // One computation segment per process per loop that ran there (5), plus the legend's.
        assert_eq!(svg.matches(COMPUTE_COLOR).count(), 6);
        // An empty report is a valid chart too.
        let empty = chart(&Report { processes: vec![] });
        check_well_formed(&empty).unwrap();
    }

    #[test]
    fn the_checker_rejects_broken_xml() {
        assert!(check_well_formed("<a><b></a></b>").is_err());
        assert!(check_well_formed("<a x=1></a>").is_err());
        assert!(check_well_formed("<a>&nbsp;</a>").is_err());
        assert!(check_well_formed("<a>").is_err());
        assert!(check_well_formed("<a/><b/>").is_err());
        assert_eq!(check_well_formed("<a><b/>x &amp; y</a>"), Ok(2));
    }

    #[test]
    fn axis_steps_are_round() {
        assert_eq!(tick_step(3.2), 1.0);
        assert!((tick_step(0.04) - 0.01).abs() < 1e-12);
        assert_eq!(tick_step(0.0), 1.0);
        assert_eq!(format_seconds(2.5), "2.5");
        assert_eq!(format_seconds(0.0), "0");
    }
}
