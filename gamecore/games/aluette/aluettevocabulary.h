#pragma once
// Aluette's own choices, refusals and deal notes, and the names records and the wire know
// them by (core/vocabulary.h; docs/rules/aluette.md).

#include "core/vocabulary.h"

namespace fs {

struct AluetteChoice {
    static constexpr Choice Accept{0}; // to the chant
    static constexpr Choice Decline{1};
    static constexpr Choice AnnounceMordienne{2};
    static constexpr Choice NoAnnouncement{3}; // play without announcing Mordienne
};

struct AluetteNote {
    static constexpr DealNote Void{1};      // nothing scored: every trick tied
    static constexpr DealNote Mordienne{2}; // noteSeat: who made it
};

extern const Vocabulary AluetteVocabulary;

} // namespace fs
