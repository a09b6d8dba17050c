! DATA in procedures: initial values kept between calls (a first-call flag, running minimum and
! maximum, a history buffer, a character state), DATA for COMMON-free tables inside a function.
program dsave
  implicit none
  integer :: i
  real :: v
  integer :: lookup
  do i = 1, 7
    v = real(mod(i * 37, 11)) - 4.5
    call track(v)
  end do
  call state('go')
  call state('stop')
  call state('go')
  do i = 0, 6
    write (*, '(i3, i5)') i, lookup(i)
  end do
end program

subroutine track(v)
  implicit none
  real :: v
  logical :: first
  real :: vmin, vmax
  integer :: nseen, hist(3)
  data first /.true./, nseen /0/, hist /3*0/
  data vmin, vmax /2*0.0/
  if (first) then
    vmin = v
    vmax = v
    first = .false.
  end if
  vmin = min(vmin, v)
  vmax = max(vmax, v)
  nseen = nseen + 1
  hist(mod(nseen, 3) + 1) = hist(mod(nseen, 3) + 1) + 1
  write (*, '(a, i2, 3f7.2, 3i2)') ' seen', nseen, v, vmin, vmax, hist
end subroutine

subroutine state(cmd)
  implicit none
  character(len=*) :: cmd
  character(len=8) :: now
  integer :: changes
  data now /'idle'/, changes /0/
  if (cmd /= now) then
    changes = changes + 1
    print *, 'from ', now, ' to ', cmd, changes
    now = cmd
  else
    print *, 'already ', now
  end if
end subroutine

integer function lookup(k)
  implicit none
  integer :: k
  integer :: table(0:6)
  data table /1, 1, 2, 6, 24, 120, 720/
  lookup = table(k)
end function
