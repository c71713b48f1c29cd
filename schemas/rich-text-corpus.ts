/**
 * Tricky rich-text inputs and what the policy (schemas/rich-text-policy.ts) makes of each. The same
 * table runs against the server's sanitizer (node), the designer's (jsdom) and the designer's in
 * Chromium, so the three can never drift apart; a new case is one line here.
 */

import { BYPASS_FORMS, EXTERNAL_LINKS } from './bypass-forms';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** Every bypass form of the link rule (schemas/bypass-forms.ts) as a link's and an image's address: the address goes. */
const BYPASSES = BYPASS_FORMS.filter((form) => !EXTERNAL_LINKS.includes(form)).flatMap((form) => [
  [`<a href="${attribute(form)}">x</a>`, 'x'] as const,
  [`<img src="${attribute(form)}">`, ''] as const,
]);

/** `[input, output]`: the HTML given, and the HTML every sanitizer must answer. */
export const RICH_TEXT_CORPUS: readonly (readonly [string, string])[] = [
  // kept as written (what the designer produces)
  ['<h2>About</h2><ul><li><p><strong>one</strong></p></li></ul>', '<h2>About</h2><ul><li><p><strong>one</strong></p></li></ul>'],
  ['<p><a href="/portal/1100000000000000001/home" rel="noopener noreferrer">home</a></p>', '<p><a href="/portal/1100000000000000001/home" rel="noopener noreferrer">home</a></p>'],
  ['<h1>Terms</h1><p>Read <em>these</em> <u>first</u>, <s>not</s> <b>later</b> <i>ok</i>.</p>', '<h1>Terms</h1><p>Read <em>these</em> <u>first</u>, <s>not</s> <b>later</b> <i>ok</i>.</p>'],
  ['<ol start="3"><li>third</li><li>fourth</li></ol>', '<ol start="3"><li>third</li><li>fourth</li></ol>'],
  ['<pre><code>if (a &lt; b &amp;&amp; c) {}</code></pre>', '<pre><code>if (a &lt; b &amp;&amp; c) {}</code></pre>'],
  ['<blockquote><p>quoted</p></blockquote><hr><p>a<br>b</p>', '<blockquote><p>quoted</p></blockquote><hr><p>a<br>b</p>'],
  ['<img src="https://cdn.school.example/a.png" alt="A school" title="Front" width="320" height="200">', '<img src="https://cdn.school.example/a.png" alt="A school" title="Front" width="320" height="200">'],
  ['<p><a href="mailto:office@school.example">write to us</a> or <a href="https://school.example/visit?day=1#map">visit</a></p>', '<p><a href="mailto:office@school.example" rel="noopener noreferrer">write to us</a> or <a href="https://school.example/visit?day=1#map" rel="noopener noreferrer">visit</a></p>'],
  ['', ''],
  ['plain text & more', 'plain text &amp; more'],
  ['<p>a &lt; b &gt; c &amp; d &quot;e&quot; \'f\' &nbsp;g</p>', '<p>a &lt; b &gt; c &amp; d "e" \'f\' &nbsp;g</p>'],
  // scripts and event handlers
  ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
  ['<SCRIPT SRC=//evil.example/x.js></SCRIPT>after', 'after'],
  ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
  ['<img src=x onerror=alert(1)>', ''],
  ['<img src="/files/a.png" onerror="alert(1)" onload="alert(2)">', '<img src="/files/a.png">'],
  ['<p onclick="steal()" ONMOUSEOVER=x>ok</p>', '<p>ok</p>'],
  ['<body onload=alert(1)><p>in body</p>', '<p>in body</p>'],
  ['<details open ontoggle=alert(1)><summary>s</summary>d</details>', 'sd'],
  ['<input autofocus onfocus=alert(1)>field', 'field'],
  ['<marquee onstart=alert(1)>moving</marquee>', 'moving'],
  ['<video><source onerror=alert(1)></video>text', 'text'],
  ['<audio src=x onerror=alert(1)>', ''],
  ['<x-widget onclick=alert(1)>custom</x-widget>', 'custom'],
  // javascript: in many encodings
  ['<a href="javascript:alert(1)">x</a>', 'x'],
  ['<a href="JaVaScRiPt:alert(1)">x</a>', 'x'],
  ['<a href="&#106;avascript:alert(1)">x</a>', 'x'],
  ['<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>', 'x'],
  ['<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>', 'x'],
  ['<a href="java&#x09;script:alert(1)">x</a>', 'x'],
  ['<a href="java&#x0A;script:alert(1)">x</a>', 'x'],
  ['<a href="java&Tab;script&colon;alert(1)">x</a>', 'x'],
  ['<a href=" &#x20;javascript:alert(1)">x</a>', 'x'],
  ['<a href="\u0001javascript:alert(1)">x</a>', 'x'],
  ['<a href="%6Aavascript:alert(1)">x</a>', 'x'],
  ['<a href="javascript://%0aalert(1)">x</a>', 'x'],
  ['<a href="vbscript:msgbox(1)">x</a>', 'x'],
  ['<a href="//evil.example">x</a>', 'x'],
  ['<a href="/\\evil.example">x</a>', 'x'],
  ['<a href="https://school.example@evil.example/">x</a>', 'x'],
  ['<a href="  /portal/1100000000000000001/search  ">trimmed</a>', '<a href="/portal/1100000000000000001/search" rel="noopener noreferrer">trimmed</a>'],
  ['<a href="/portal/\u2067/evil">bidi</a>', 'bidi'],
  // entity tricks
  ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  ['<p>&lt;img src=x onerror=alert(1)&gt;</p>', '<p>&lt;img src=x onerror=alert(1)&gt;</p>'],
  ['<p>&#60;img src=x onerror=alert(1)&#62;</p>', '<p>&lt;img src=x onerror=alert(1)&gt;</p>'],
  ['<p>&amp;lt;b&amp;gt; &copy &notanentity; &amp</p>', '<p>&amp;lt;b&amp;gt; © ¬anentity; &amp;</p>'],
  ['<a href="/x" title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">x</a>', '<a href="/x" rel="noopener noreferrer">x</a>'],
  ['<img src="/a.png" alt="&#34;&#62;&#60;img src=x onerror=alert(1)&#62;">', '<img src="/a.png" alt="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">'],
  // mutation XSS
  ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', '<p></p>'],
  ['<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">', '<p></p>"&gt;'],
  ['<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">', ''],
  ['<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>', ''],
  ['<svg><style><img src=x onerror=alert(1)></style></svg>', ''],
  ['<math><style><img src=x onerror=alert(1)></style></math>', ''],
  ['<listing>&lt;img onerror=alert(1) src=x&gt;</listing>', '&lt;img onerror=alert(1) src=x&gt;'],
  ['<xmp><img src=x onerror=alert(1)></xmp>', ''],
  ['<textarea><img src=x onerror=alert(1)></textarea>after', 'after'],
  ['<title><img src=x onerror=alert(1)></title>after', 'after'],
  ['<iframe srcdoc="<script>alert(1)</script>"></iframe>after', 'after'],
  ['<noembed><img src=x onerror=alert(1)></noembed>', ''],
  ['<select><option><img src=x onerror=alert(1)></option></select>after', 'after'],
  ['<select><template><style><img src=x onerror=alert(1)></style></template></select>', ''],
  ['<a href="/x"><a href="/y">nested</a></a>', '<a href="/x" rel="noopener noreferrer"></a><a href="/y" rel="noopener noreferrer">nested</a>'],
  ['<p><img src="/a.png" alt="</p><img src=x onerror=alert(1)>"></p>', '<p><img src="/a.png" alt="&lt;/p&gt;&lt;img src=x onerror=alert(1)&gt;"></p>'],
  ['<table><tr><td><img src=x onerror=alert(1)>cell</td></tr><b>fostered</b></table>', '<b>fostered</b>cell'],
  ['<strong><em>mis</strong>nested</em>', '<strong><em>mis</em></strong><em>nested</em>'],
  // nested forms
  ['<form><form><input name=a>inner</form>outer</form>', 'innerouter'],
  ['<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">go</button></form>', 'go'],
  ['<form id="x"></form><img name="x" src="/a.png"><a id="cookie" name="cookie" href="/y">c</a>', '<img src="/a.png"><a href="/y" rel="noopener noreferrer">c</a>'],
  // svg and math namespaces
  ['<svg onload=alert(1)><circle r=1></circle></svg>after', 'after'],
  ['<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>', ''],
  ['<svg><script>alert(1)</script></svg>', ''],
  ['<svg><foreignObject><p>inside</p></foreignObject></svg>', ''],
  ['<math><a href="javascript:alert(1)">x</a></math>', ''],
  ['<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">click</maction></math>', ''],
  // unclosed and broken tags
  ['<p>unclosed <b>bold', '<p>unclosed <b>bold</b></p>'],
  ['<a href="/x">no end', '<a href="/x" rel="noopener noreferrer">no end</a>'],
  ['<img src="/a.png"', ''],
  ['<p>a<p>b', '<p>a</p><p>b</p>'],
  ['<ul><li>one<li>two</ul>', '<ul><li>one</li><li>two</li></ul>'],
  ['</p></b>stray ends', 'stray ends'],
  ['<b', ''],
  ['a < b > c', 'a &lt; b &gt; c'],
  ['<p>text</p  >', '<p>text</p>'],
  ['<img/src="/a.png"/onerror=alert(1)>', '<img src="/a.png">'],
  // comments, CDATA, processing instructions, doctype
  ['<!-- note -->text', 'text'],
  ['<!--<img src=x onerror=alert(1)>-->', ''],
  ['<!-- --!><img src=x onerror=alert(1)> -->', ' --&gt;'],
  ['<!--[if IE]><script>alert(1)</script><![endif]-->shown', 'shown'],
  ['<!-->after', 'after'],
  ['<?xml version="1.0"?><p>x</p>', '<p>x</p>'],
  ['<!DOCTYPE html><p>x</p>', '<p>x</p>'],
  ['<![CDATA[<img src=x onerror=alert(1)>]]>', ']]&gt;'],
  ['<svg><![CDATA[<img src=x onerror=alert(1)>]]></svg>', ''],
  // noscript, template, style
  ['<noscript><img src=x onerror=alert(1)></noscript>visible', 'visible'],
  ['<template><img src=x onerror=alert(1)></template>visible', 'visible'],
  ['<style>body{display:none}</style>visible', 'visible'],
  ['<link rel="stylesheet" href="//evil.example/a.css"><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="//evil.example/">visible', 'visible'],
  // attributes with newlines, backticks and odd quoting
  ['<img src="/a.png" alt="line one\nline two">', '<img src="/a.png" alt="line one\nline two">'],
  ['<img src=`x`onerror=alert(1)>', ''],
  ['<a href=`javascript:alert(1)`>x</a>', 'x'],
  ['<a\nhref="/x"\nonclick="alert(1)"\n>x</a>', '<a href="/x" rel="noopener noreferrer">x</a>'],
  ['<img src="/a.png"\talt=x\tonerror=alert(1)>', '<img src="/a.png" alt="x">'],
  ['<a href="/x"title="t">glued</a>', '<a href="/x" title="t" rel="noopener noreferrer">glued</a>'],
  ['<a href="/x" title=\'it"s\'>quote</a>', '<a href="/x" title="it&quot;s" rel="noopener noreferrer">quote</a>'],
  ['<a href="/x\n/y">newline in address</a>', 'newline in address'],
  // data: URLs
  [`<img src="data:image/png;base64,${PNG}">`, ''],
  ['<a href="data:text/html,<script>alert(1)</script>">x</a>', 'x'],
  ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', ''],
  ['<object data="data:text/html,<script>alert(1)</script>"></object><embed src="javascript:alert(1)">after', 'after'],
  // links that open a new tab
  ['<a href="https://school.example" target="_blank">new tab</a>', '<a href="https://school.example" target="_blank" rel="noopener noreferrer">new tab</a>'],
  ['<a href="/x" target="_top">top</a>', '<a href="/x" rel="noopener noreferrer">top</a>'],
  ['<a href="/x" target="_blank" rel="opener">opener</a>', '<a href="/x" target="_blank" rel="noopener noreferrer">opener</a>'],
  ['<a target="_blank">no address</a>', 'no address'],
  // style and class attributes
  ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
  ['<span style="color:red" class="admin-only" id="main">red</span>', 'red'],
  ['<img src="/a.png" width="100%" height="-1" usemap="#m" srcset="javascript:alert(1) 1x">', '<img src="/a.png">'],
  ['<a href="/x" ping="https://evil.example" download>file</a>', '<a href="/x" rel="noopener noreferrer">file</a>'],
  // direction controls
  ['<p>\u202Eevil\u202C text</p>', '<p>\u202Eevil\u202C text</p>'],
  ['<p dir="rtl">right to left</p><bdo dir="rtl">bdo</bdo>', '<p>right to left</p>bdo'],
  ['<p>\u2066isolate\u2069 \u200Fmark</p>', '<p>\u2066isolate\u2069 \u200Fmark</p>'],
  // elements outside the policy keep their text
  ['<h5>small heading</h5><div><section>sectioned</section></div>', 'small headingsectioned'],
  ['<P ONCLICK=x>Upper <A HREF="/x">case</A></P>', '<p>Upper <a href="/x" rel="noopener noreferrer">case</a></p>'],
  ['<scr\u0000ipt>alert(1)</script>', 'alert(1)'],
  // very long input
  [`${'<b>'.repeat(600)}deep${'</b>'.repeat(600)}after`, `${'<b>'.repeat(64)}deep${'</b>'.repeat(64)}after`],
  [`${'<div>'.repeat(1000)}deep`, 'deep'],
  [`<p>${'a'.repeat(100000)}</p>`, `<p>${'a'.repeat(100000)}</p>`],
  ['<img src=x onerror=alert(1)>'.repeat(2000), ''],
  [`<a href="/${'a'.repeat(3000)}">long address</a>`, 'long address'],
  ...BYPASSES,
];

/** The corpus as test cases, each named by (the start of) its input. */
export const RICH_TEXT_CASES = RICH_TEXT_CORPUS.map(([input, output]) => ({ name: JSON.stringify(input).slice(0, 80), input, output }));
