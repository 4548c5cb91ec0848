/// A text of the lab's: a key of the strings table (``StringTable``), which
/// gives each its English and its Chinese. A text with parts that vary names
/// them in braces, `{view}`, and ``Strings`` fills them in:
///
/// ```swift
/// Strings(.chinese)[.coveredBy, ["view": "Glass cover"]] // "被 Glass cover 遮挡"
/// ```
///
/// The cases are grouped as the lab shows them; ``Strings`` words the
/// happenings that take logic (a delivered phase, an action's route) out of them.
public enum Phrase: String, CaseIterable, Sendable {
    // The overlay's labels.
    case viewSays, shortTransparent, trackingInside, trackingOutside, customClassCaveat, enlargedHitArea
    case delayLeft, scrollContent, scrollDelayed, scrollCancelled, scrollKept, scrollRefused
    // The hit-test's reasons; the English is ResponderKit's own description of each.
    case hit, containsHit, containsHitEnlarged, hidden, interactionOff, transparent, transparentStored, disabledControl
    case outsideBounds, pointInsideOverride, hitTestOverride, coveredBy
    case ancestorHidden, ancestorInteractionOff, ancestorTransparent, ancestorDisabled, ancestorOutsideBounds
    case ancestorPointInside, ancestorHitTest, ancestorDidNotAsk
    // Hover and ghosts.
    case tooltipHit, tooltipNoView, tooltipPassedOver, ghostLegendTitle, ghostInvisible, ghostCovered
    // The legend.
    case legendTitle, legendHit, legendContainsHit, legendInvisible, legendDisabled, legendOutsideBounds, legendOverride
    case legendCovered, legendAncestor
    // The side panel.
    case tabTrace, tabViews, hitTestTitle, hitTestIntro, touchVerb, inspectVerb, hoverVerb, explanationTitle, nobody
    case fingerTitle, loadErrorTitle, more, listSeparator
    case chainTitle, wouldBeChainTitle, wouldHandle, wouldForward, wouldBeDiscarded, noChain, recognizersFirst
    case handled, forwarded, discarded, nothingDelivered, noWindow, noWindowContains, activityTitle, eventsTitle
    // A delivered phase, in the event log and the chain.
    case delivery, noView, handledBy, nobodyToDeliverTo, discardedByChain, deliveredLate, recognizedMeanwhile
    case withheldExclusive, withheldOneFinger
    case began, moved, stationary, ended, cancelled
    case delayedBy, takenBy, cancelledBy, releasedLate
    // The event log's other lines.
    case sceneShown, fixToggled, inspected, replayed, reloaded, reloadFailed, cannotOpen, saved, saveFailed
    case resigned, keyHandled, keyForwarded, wheel, wheelMoved, wheelNothing
    // Recognizers, controls and actions.
    case stateChange, because, waits, controlEvents, actionPerformed, actionNotPerformed, actionRoute
    case scrollPan, contentTouchDelay
    case waitedForFailed, delegateRefused, scrollViewRefused, viewRefused, preventedBy, requiredToFail, touchesGone
    case recognizerDisabled, recognizerRemoved
    // A dump's caption.
    case dumpViews, dumpControllers, dumpSkipped, dumpWarning, dumpWarnings, dumpIncomplete
    // The key line.
    case keyClick, keyTwoFingers, keyInspect, keyScenes, keyFix, keyFixCompact, keyNoFix, keyOverlay, keyHover
    case keyGhosts, keyZoom, keySave, keyQuit, on, off
    // The inspector.
    case dimmedHidden, dimmedAlpha, dimmedNoInteraction, dimmedDisabled, rowsAbove, rowsBelow, editedMark
    case selectionTitle, noSelection, wasValue, editKeys, edited, undone, notAControl, nothingSelected
    case editWhat, editDroppedGone, editDroppedProperty, editKept, editsKept, nothingToUndo
    case bracketed
    // The help over the canvas (?): its title and each row of the key table.
    case helpTitle, helpCloses, helpMore, keyHelp
    case helpClick, helpTwoFingers, helpInspect, helpShiftClick, helpWheel, helpScenes, helpFix, helpOverlay, helpHover
    case helpGhosts, helpAncestorLabels, helpZoom, helpSave, helpQuit, helpHelp, helpStep, helpTab, helpReplay, helpUndo
    case helpWriteEdits, helpEditKeys, helpTree
    // A scroll that took a touch before its content heard of it; the touch's marker left behind.
    case neverDeliveredScrolledFirst, pressedHere
    // A dump's warnings: the header's line, the panel's list, what the reader did with a line.
    case headerIncomplete, headerIncompleteWarning, headerIncompleteWarnings, headerWarning, headerWarnings,
        headerWarningsWhere
    case warningsTitle, moreWarnings, warningAt
    case incomplete, linesElidedOne, linesElided, pasteCutOff, incompleteAnd
    case warnLineSkipped, warnSubviewUnder, warnSubviewsUnder, warnSubviewRoots, warnSubviewsRoots, warnAncestor
    case warnFieldIgnored, warnReadAsFarAsItGoes, warnAnotherRoot, warnControllerSkipped
    // A dump's view controllers.
    case controllersUnknown, controllerUnknown, controllerFacts, factsSeparator, controllerStateNotPrinted,
        controllerRoot
    case controllerChild, controllerPresented, controllerPresentedWith, controllerNotInWindow, throughView,
        controllerTouches
    case controllerAppeared, controllerAppearing, controllerDisappeared, controllerDisappearing
    // The inspector's properties: what touchesBegan does and why, the overrides, recognizers, alpha and caveats.
    case touchesHandles, touchesForwards
    case whyControlTracks, whyDisabledControlKeeps, whyTextFieldTracks, whyOverridesWithoutSuper, whyOverridesWithSuper,
        whyNoOverride, whyYourCode
    case overrideHitTestRefuses, overrideHitTestCallsSuper, overridePointInsideRefuses, overridePointInsideCallsSuper
    case overridePointInsideNotEnlarged, overridePointInsideEnlarged, overrideReachesOutside, overrideReachesNotOutside,
        itsButton
    case recognizerFacts, recognizerState, gestureNeeds, kindTap, kindLongPress, kindPan, tapOne, taps, fingerOne,
        fingers, pressDuration
    case flagCancelsTouches, flagSharesTouches, flagDelaysBegan, flagDelaysEnded, flagWaitsFor
    case alphaSkipped, alphaStored, customClassCaveatInFull, theEditsFile
    // What an edits file declared, and the live edits written into one (W).
    case declared, declaredAt, declaredMark, declaredRecognizer, declaredWas, editsNotDeclared
    case noEditsToWrite, editWrittenAdopted, editsWrittenAdopted, editWritten, editsWritten, editFileCreated,
        editsFileCreated
    case editsNotWritten
    // The user's code (`--code`).
    case codeDecision, codeMark, codeWrites, codeWritesNothing, codeErrorTitle
    case codeReloadedOne, codeReloaded, codeNotReloaded, codeCompiling
    case codeFaultedOnTouch, codeFaultedBuildingOff, codeFaultedBuilding
    case codeCannotMake, codeUndefined, codeUndefinedOne, codeUndefinedMany, codeRunsAs, codeAndMore
    case codeUnusedInDump, codeUnusedInScene, codeDidYouMean
    case codeSkippedGeneric, codeSkippedNoInitializer, codeSkippedSuperclass
    case codeInitializers, codeInitializerSeparator, codeInitializerLeftOut, codeInitializerOnlyTraps,
        codeInitializerOtherArguments
    case codeNoSuchModule, codeNotInFiles, codeNotInUIKit, codeUsesLeftOut, codeCompilerSays, codeParserSays
    case codeLeftOutMethod, codeLeftOutOne, codeLeftOutMany, codeLeftOutTitle, codeLeftOutLine, codeKeptNothing,
        codeWritesLeftOut
}
