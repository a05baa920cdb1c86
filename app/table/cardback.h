#pragma once
// Card backs in a colour of the person's choosing, made from the deck's own back: the two
// colours of its pattern that are neither near-white nor near-black are replaced by the dark and
// light shades of the colour chosen. A deck whose back has no such pair keeps its back.

#include <QByteArray>
#include <QString>

namespace CardBack {

// The deck's SVG with its "back" element recoloured; "deck" (or anything unknown) leaves it.
QByteArray recoloured(const QByteArray& svg, const QString& back);

} // namespace CardBack
