"""Screens (scenes) and the shared input layer. Scenes draw and read buttons;
they never decide outcomes: that is the Match's and the rules' job."""
