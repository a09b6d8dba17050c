! Fortran-DVMH: distributed arrays filled by parallel loops with coefficients from DATA,
! SUM/MIN/MAX reductions, the results formatted into CHARACTER lines by internal WRITE and
! printed with labels from an array of strings; a computed GO TO picks a summary message.
program dreport
  implicit none
  integer, parameter :: n = 40
  double precision :: x(n), y(n), c(3), s, smin, smax
  character(len=6) :: names(3)
  character(len=60) :: line
  integer :: i, k, kind_of
!dvm$ distribute x(block)
!dvm$ align y(i) with x(i)
  data c /0.5d0, -1.25d0, 2.0d0/
  data names /'sum', 'min', 'max'/
!dvm$ parallel (i) on x(i)
  do i = 1, n
    x(i) = c(1) * i + c(2) * mod(i, 7) + c(3) * mod(i * i, 5)
  end do
  s = 0
  smin = huge(1.0d0)
  smax = -huge(1.0d0)
!dvm$ parallel (i) on y(i), reduction(sum(s), min(smin), max(smax))
  do i = 1, n
    y(i) = x(i) * x(i) / n
    s = s + y(i)
    smin = min(smin, y(i))
    smax = max(smax, y(i))
  end do
  write (line, '(a, f14.6)') names(1), s
  print *, line(1:len_trim(line))
  write (line, '(a, f14.6)') names(2), smin
  print *, line(1:len_trim(line))
  write (line, '(a, f14.6)') names(3), smax
  print *, line(1:len_trim(line))
  write (line, '(3(a4, e12.4))') (names(k)(1:3), x(k * 13), k = 1, 3)
  print *, '[', line, ']'
  kind_of = 1
  if (smax > 10 * s / n) kind_of = 2
  if (smin < 0) kind_of = 3
  go to (10, 20, 30) kind_of
10 print *, 'flat distribution'
  go to 40
20 print *, 'peaked distribution'
  go to 40
30 print *, 'negative values'
40 continue
end program
