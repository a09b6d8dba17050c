! A free-form source the C preprocessor runs on first (the .F90 extension): object-like and
! function-like macros, #if arithmetic, #ifdef/#else, and a macro that only DVMH compilers
! define choosing the same result another way (so both builds print the same).
#define NPTS 12
#define SQR(x) ((x) * (x))
#if NPTS > 10
#  define LARGE 1
#endif

program preprocessed
  implicit none
  integer :: i, s
  real(8) :: a(NPTS)
#ifdef _DVMH
!dvm$ distribute a(block)
#endif
  s = 0
!dvm$ parallel (i) on a(i), reduction(sum(s))
  do i = 1, NPTS
    a(i) = SQR(i) * 0.5d0
    s = s + SQR(i)
  end do
#ifdef LARGE
  print '(a, i6)', 'large sum', s
#else
  print '(a, i6)', 'small sum', s
#endif
  print '(4f10.2)', a(1), a(2), a(NPTS - 1), a(NPTS)
end program preprocessed
