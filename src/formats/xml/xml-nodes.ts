import type { XmlElement, XmlNode } from './xml-tree.js';

export function isElement(node: XmlNode): node is XmlElement {
  return typeof node === 'object' && 'name' in node;
}

/** The name without its namespace prefix: `xliff:g` → `g`. */
export function localName(element: XmlElement): string {
  return element.name.slice(element.name.indexOf(':') + 1);
}

/** The child elements, optionally only those of one local name. */
export function childElements(element: XmlElement, name?: string): XmlElement[] {
  return element.children.filter((c): c is XmlElement => isElement(c) && (name === undefined || localName(c) === name));
}

export function firstChild(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((c): c is XmlElement => isElement(c) && localName(c) === name);
}

/** The text of an element and all its descendants (comments left out), as XPath string(). */
export function textContent(element: XmlElement): string {
  let text = '';
  for (const child of element.children) {
    if (typeof child === 'string') text += child;
    else if (isElement(child)) text += textContent(child);
  }
  return text;
}

/** The element's content as XML: texts escaped, inner elements written out (as lxml's tostring does). */
export function innerXml(element: XmlElement): string {
  return element.children.map(nodeXml).join('');
}

function nodeXml(node: XmlNode): string {
  if (typeof node === 'string') return escapeXmlText(node);
  if (!isElement(node)) return `<!--${node.comment}-->`;
  const attributes = Object.entries(node.attributes).map(([name, value]) => ` ${name}="${escapeXmlAttribute(value)}"`).join('');
  if (node.children.length === 0) return `<${node.name}${attributes}/>`;
  return `<${node.name}${attributes}>${innerXml(node)}</${node.name}>`;
}

export function escapeXmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeXmlAttribute(text: string): string {
  return escapeXmlText(text).replace(/"/g, '&quot;');
}
